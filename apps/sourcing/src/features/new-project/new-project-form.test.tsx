import type { TLocationResult, TPlacePrediction } from '@app/sdk';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LocationService } from './location-service';
import { PositionError } from './location-service';
import { NewProjectForm } from './new-project-form';
import type { NewProjectValues } from './project-form-data';

const prediction: TPlacePrediction = {
  place_id: 'gz-ahmedabad-satellite',
  description: 'Satellite, Ahmedabad, Gujarat',
  main_text: 'Satellite',
  secondary_text: 'Ahmedabad, Gujarat',
};
const place: TLocationResult = {
  formatted_address: 'Satellite, Ahmedabad, Gujarat 380015',
  city: 'Ahmedabad',
  state: 'Gujarat',
  pincode: '380015',
  locality: 'Satellite',
  latitude: 23.03,
  longitude: 72.52,
  place_id: 'gz-ahmedabad-satellite',
};

function service(overrides: Partial<LocationService> = {}): LocationService {
  return {
    search: vi.fn(async () => [prediction]),
    details: vi.fn(async () => place),
    reverse: vi.fn(async () => place),
    position: vi.fn(async () => ({ latitude: 23.03, longitude: 72.52 })),
    ...overrides,
  };
}

function renderForm(locationService = service(), onSubmit = vi.fn(async (_values: NewProjectValues, _documents: File[]) => {})) {
  // Like a drop, the picker sees files its accept list would hide in the browse dialog.
  const user = userEvent.setup({ applyAccept: false });
  render(<NewProjectForm onSubmit={onSubmit} onCancel={vi.fn()} locationService={locationService} />);
  return { user, onSubmit, locationService };
}

const file = (name: string, size = 2048) => new File([new Uint8Array(size)], name);

describe('new-project form', () => {
  it('shows the price of a description-only project, whose extraction starts with it, and says documents are priced before their start', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const estimate = vi.fn(async (description: string) => description.split('\n').length + 1);
    render(<NewProjectForm onSubmit={vi.fn(async () => {})} onCancel={vi.fn()} locationService={service()} estimateDescription={estimate} />);
    await user.type(screen.getByLabelText('Project Description'), 'Cement 50 bags{enter}Steel 2 ton');
    expect(await screen.findByText('Extraction starts when the project is created: about 3 tokens, never more.', {}, { timeout: 2_000 })).toBeTruthy();
    expect(estimate).toHaveBeenLastCalledWith('Cement 50 bags\nSteel 2 ton', expect.any(AbortSignal));
    await user.upload(screen.getByLabelText('Upload Documents'), [file('boq.xlsx')]);
    expect(screen.queryByText(/Extraction starts when the project is created/)).toBeNull();
    expect(screen.getByText(/the project page shows its price/)).toBeTruthy();
  });

  it('asks for a location and a description or documents before sending anything', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Start Project' }));
    expect(await screen.findByText('Location is required')).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: /Location/ }), 'Surat');
    await user.click(screen.getByRole('button', { name: 'Start Project' }));
    expect(await screen.findByText('Please provide either a project description or upload documents')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('suggests places from 2 characters and sends the picked place with the form', async () => {
    const { user, onSubmit, locationService } = renderForm();
    const location = screen.getByRole('combobox', { name: /Location/ });
    await user.type(location, 'S');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(locationService.search).not.toHaveBeenCalled();
    await user.type(location, 'at');
    await user.click(await screen.findByRole('option', { name: /Satellite/ }));
    await waitFor(() => expect((location as HTMLInputElement).value).toBe(place.formatted_address));
    expect(locationService.search).toHaveBeenCalledTimes(1);
    expect(locationService.search).toHaveBeenCalledWith('Sat', expect.anything());

    await user.type(screen.getByLabelText('Project Description'), '500 bags of OPC 53 cement');
    await user.click(screen.getByRole('checkbox', { name: 'Cement' }));
    await user.click(screen.getByRole('button', { name: 'Start Project' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      location: place.formatted_address,
      place: { city: 'Ahmedabad', latitude: 23.03, longitude: 72.52 },
      timeline: 'normal',
      project_description: '500 bags of OPC 53 cement',
      selected_materials: ['Cement'],
    });
  });

  it('offers the first 15 categories as expected materials', () => {
    renderForm();
    expect(screen.getAllByRole('checkbox')).toHaveLength(15);
    expect(screen.queryByRole('checkbox', { name: 'Doors & Windows' })).toBeNull();
  });

  it("says 'No locations found' when the search finds nothing and the spec's text when it fails", async () => {
    const search = vi.fn().mockResolvedValueOnce([]).mockRejectedValueOnce(new Error('down'));
    const { user } = renderForm(service({ search }));
    const location = screen.getByRole('combobox', { name: /Location/ });
    await user.type(location, 'Zzz');
    expect(await screen.findByText('No locations found. Try a different search term.')).toBeTruthy();
    await user.type(location, 'q');
    expect(await screen.findByText('Failed to search locations. Please try again.')).toBeTruthy();
  });

  it('fills the location from the current position through reverse geocoding', async () => {
    const { user, locationService } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Location/ }) as HTMLInputElement).value).toBe(place.formatted_address));
    expect(locationService.reverse).toHaveBeenCalledWith({ latitude: 23.03, longitude: 72.52 });
  });

  it('explains a refused position with the spec text', async () => {
    const { user } = renderForm(service({ position: vi.fn(async () => Promise.reject(new PositionError('denied'))) }));
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText('Location access denied. Please enable location services.')).toBeTruthy();
  });

  it('refuses a wrong type or a file over 10 MB before sending, keeping what was typed and the good files', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Project Name'), 'Riverside');
    await user.type(screen.getByRole('combobox', { name: /Location/ }), 'Surat');
    const input = screen.getByLabelText('Upload Documents');
    const big = file('drawings.pdf', 10 * 1024 * 1024 + 1);
    await user.upload(input, [file('boq.xlsx'), file('notes.rtf'), big]);
    expect(screen.getByText(/notes\.rtf: Invalid file type\. Please upload PDF/)).toBeTruthy();
    expect(screen.getByText(/drawings\.pdf: File too large\. Maximum size is 10MB\./)).toBeTruthy();
    expect(screen.getByText('boq.xlsx')).toBeTruthy();
    expect((screen.getByLabelText('Project Name') as HTMLInputElement).value).toBe('Riverside');

    await user.click(screen.getByRole('button', { name: 'Start Project' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[1].map((f) => f.name)).toEqual(['boq.xlsx']);
  });

  it('keeps everything entered after a refused creation (the route toasts and stays on the form)', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('combobox', { name: /Location/ }), 'Surat');
    await user.type(screen.getByLabelText('Project Description'), 'Cement 100 bags');
    await user.click(screen.getByRole('button', { name: 'Start Project' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((screen.getByLabelText('Project Description') as HTMLTextAreaElement).value).toBe('Cement 100 bags');
  });
});
