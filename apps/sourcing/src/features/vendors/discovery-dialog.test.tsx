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
import { defaultDiscoveryLocation, discoveryRequest, initialDiscoveryForm } from './discovery-defaults';
import { DiscoveryDialog } from './discovery-dialog';

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

function renderDialog() {
  const estimate = vi.fn((_request: TDiscoveryRequest, _signal: AbortSignal) => Promise.resolve(answer));
  const onStart = vi.fn(() => Promise.resolve(true));
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
});
