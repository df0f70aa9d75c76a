import {
  DEFAULT_DISCOVERY_CATEGORIES,
  defaultDiscoveryTokens,
  discoveryTokens,
  type TDiscoveryEstimate,
  type TDiscoveryRequest,
  type TMaterialCategorySummary,
} from '@app/sdk';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProject } from '../../test/fixtures';
import type { LocationService } from '../new-project/location-service';
import { defaultDiscoveryLocation, discoveryRequest, initialDiscoveryForm, initialDiscoveryPlace } from './discovery-defaults';
import { DiscoveryDialog, type DiscoveryStartOutcome } from './discovery-dialog';

const categories: TMaterialCategorySummary[] = [
  { category: 'Cement', material_count: 2, material_ids: [1, 2] },
  { category: 'Steel & Metal', material_count: 1, material_ids: [3] },
];
const answer: TDiscoveryEstimate = {
  estimated_vendors: 10,
  estimated_time_display: '~1 min',
  estimated_time_seconds: 60,
  total_tokens: 12_500,
  estimated_cost: 0.5,
  estimated_cost_inr: 42,
};

const RAJKOT = { latitude: 22.3039, longitude: 70.8022 };

/** The places search: Rajkot only. */
function places(): LocationService {
  return {
    search: vi.fn(async (input: string) =>
      'rajkot'.startsWith(input.toLowerCase())
        ? [{ place_id: 'gz:rajkot', description: 'Rajkot, Gujarat, India', main_text: 'Rajkot', secondary_text: 'Gujarat, India' }]
        : [],
    ),
    details: vi.fn(async () => ({
      formatted_address: 'Rajkot, Gujarat 360001, India',
      city: 'Rajkot',
      state: 'Gujarat',
      pincode: '360001',
      locality: null,
      ...RAJKOT,
      place_id: 'gz:rajkot',
    })),
    reverse: vi.fn(async () => Promise.reject(new Error('none'))),
    position: vi.fn(async () => Promise.reject(new Error('none'))),
  };
}

function renderDialog(start: () => Promise<DiscoveryStartOutcome> = () => Promise.resolve(true)) {
  const estimate = vi.fn((_request: TDiscoveryRequest, _signal: AbortSignal) => Promise.resolve(answer));
  const onStart = vi.fn((_request: TDiscoveryRequest) => start());
  const onOpenChange = vi.fn();
  render(
    <DiscoveryDialog
      open
      onOpenChange={onOpenChange}
      project={makeProject()}
      categories={categories}
      categoriesFailed={false}
      estimate={estimate}
      onStart={onStart}
      locationService={places()}
    />,
  );
  return { estimate, onStart, onOpenChange };
}

describe('discovery dialog defaults', () => {
  it("takes the project's location JSON, then its location text, then Ahmedabad at 23.0225, 72.5714", () => {
    expect(defaultDiscoveryLocation(makeProject())).toEqual({ city: 'Ahmedabad', latitude: 23.012, longitude: 72.5108 });
    expect(defaultDiscoveryLocation(makeProject({ location_json: null, location: 'Vapi, Gujarat' }))).toEqual({
      city: 'Vapi, Gujarat',
      latitude: 23.0225,
      longitude: 72.5714,
    });
    expect(defaultDiscoveryLocation(makeProject({ location_json: null, location: '  ' }))).toEqual({
      city: 'Ahmedabad',
      latitude: 23.0225,
      longitude: 72.5714,
    });
  });

  it('looks a project location without coordinates up by name, never searching around Ahmedabad under its label', () => {
    expect(initialDiscoveryPlace(makeProject({ location_json: null, location: 'Vapi, Gujarat' }))).toEqual({ text: 'Vapi, Gujarat', place: null });
    const form = initialDiscoveryForm(makeProject({ location_json: null, location: 'Vapi, Gujarat' }), categories);
    const request = discoveryRequest(form, categories);
    expect(request).toMatchObject({ city: 'Vapi, Gujarat' });
    expect(request).not.toHaveProperty('project_lat');
    expect(initialDiscoveryPlace(makeProject())).toEqual({ text: 'Ahmedabad', place: { city: 'Ahmedabad', latitude: 23.012, longitude: 72.5108 } });
  });
});

describe('the default discovery selection', () => {
  it('chooses the categories with the most materials, at most DEFAULT_DISCOVERY_CATEGORIES, so the default discovery fits the free plan', () => {
    const many: TMaterialCategorySummary[] = (['Cement', 'Steel & Metal', 'Bricks', 'Sand', 'Aggregates', 'Concrete'] as const).map(
      (category, i) => ({ category, material_count: i === 3 ? 9 : i + 1, material_ids: [i] }),
    );
    const form = initialDiscoveryForm(makeProject(), many);
    expect(form.selected).toHaveLength(DEFAULT_DISCOVERY_CATEGORIES);
    expect(form.selected).toEqual(['Sand', 'Concrete']);
    expect(discoveryRequest(form, many)?.categories.map((c) => c.category)).toEqual(['Sand', 'Concrete']);
    // Every category chosen, as before, would cost more than the free plan's month.
    expect(defaultDiscoveryTokens()).toBeLessThan(discoveryTokens(many.length, many.length * form.vendorsPerCategory, 'standard'));
  });
});

describe('discovery dialog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('estimates on opening, then 500 ms after the last change, with about N tokens and rupees at 83 per dollar', async () => {
    const { estimate } = renderDialog();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(estimate).toHaveBeenCalledTimes(1);
    expect(estimate.mock.calls[0]?.[0]).toMatchObject(
      {
        categories: [
          { category: 'Cement', material_ids: [1, 2] },
          { category: 'Steel & Metal', material_ids: [3] },
        ],
        project_lat: 23.012,
        project_lng: 72.5108,
        city: 'Ahmedabad',
        radius_km: 25,
        max_vendors_per_category: 5,
      },
    );
    const shown = within(screen.getByRole('region', { name: 'Estimate' }));
    expect(shown.getByText('About 12,500 tokens')).toBeTruthy();
    expect(shown.getByText('₹42')).toBeTruthy();
    expect(shown.getByText('~1 min')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Search Radius/), { target: { value: '40' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.click(screen.getByRole('radio', { name: '10' }));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(estimate).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(estimate).toHaveBeenCalledTimes(2);
    expect(estimate.mock.calls[1]?.[0]).toMatchObject({ radius_km: 40, max_vendors_per_category: 10 });
  });

  it('offers radius 5 to 100 in steps of 5 from 25, and 3, 5 (recommended) or 10 vendors per category', () => {
    renderDialog();
    const radius = screen.getByLabelText(/Search Radius/);
    expect([radius.getAttribute('min'), radius.getAttribute('max'), radius.getAttribute('step'), (radius as HTMLInputElement).value]).toEqual(['5', '100', '5', '25']);
    expect(screen.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['3', '5 (recommended)', '10']);
    expect(screen.getByRole('radio', { name: '5 (recommended)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Cement · 2 materials' }).getAttribute('aria-checked')).toBe('true');
  });

  it('refuses to start without a category and starts with the chosen ones', async () => {
    const { onStart, onOpenChange, estimate } = renderDialog();
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Discovery' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select at least one material category');
    expect(onStart).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(600));
    // Nothing to estimate without a category: only the opening estimate was asked for.
    expect(estimate).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Steel & Metal · 1 material' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start Discovery' }));
    });
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ categories: [{ category: 'Steel & Metal', material_ids: [3] }] }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('searches around the place picked from the suggestions: its coordinates and its name, the radius in words', async () => {
    const { onStart } = renderDialog();
    const field = screen.getByRole('combobox', { name: 'Search Location' });
    expect(screen.getByText('Vendors within 25 km of Ahmedabad (23.0120, 72.5108)')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Rajk' } });
    expect(screen.getByText(/“Rajk” is looked up when you start/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.click(screen.getByRole('option', { name: /Rajkot/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect((field as HTMLInputElement).value).toBe('Rajkot, Gujarat 360001, India');
    expect(screen.getByText('Vendors within 25 km of Rajkot (22.3039, 70.8022)')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start Discovery' }));
    });
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ project_lat: RAJKOT.latitude, project_lng: RAJKOT.longitude, city: 'Rajkot' }));
  });

  it('sends a typed name alone and says so when the server cannot find it; an empty field does not start', async () => {
    const { onStart, onOpenChange } = renderDialog(() => Promise.resolve('place-not-found'));
    const field = screen.getByRole('combobox', { name: 'Search Location' });
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Discovery' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a place to search around');
    expect(onStart).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'Atlantis' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start Discovery' }));
    });
    const sent = onStart.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ city: 'Atlantis' });
    expect(sent).not.toHaveProperty('project_lat');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('We could not find “Atlantis”. Choose a place from the suggestions.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
