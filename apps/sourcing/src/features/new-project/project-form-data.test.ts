import { ZCreateProjectFields } from '@app/sdk';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROJECT, projectFields, projectFormData } from './project-form-data';

describe('new-project multipart body', () => {
  const values = {
    ...EMPTY_PROJECT,
    name: ' Riverside ',
    location: 'Prahlad Nagar, Ahmedabad',
    place: { city: 'Ahmedabad', latitude: 23.012, longitude: 72.5108 },
    budget_amount: '2500000.50',
    required_by_date: '2027-03-31',
    selected_materials: ['Cement', 'Steel & Metal'],
  };

  it('sends fields the contract accepts, with the picked place and the materials joined', () => {
    const parsed = ZCreateProjectFields.parse(projectFields(values));
    expect(parsed).toMatchObject({
      name: 'Riverside',
      location: 'Prahlad Nagar, Ahmedabad',
      city: 'Ahmedabad',
      latitude: 23.012,
      longitude: 72.5108,
      timeline: 'normal',
      budget_amount: 2500000.5,
      required_by_date: '2027-03-31',
      project_description: null,
      selected_materials: ['Cement', 'Steel & Metal'],
    });
  });

  it('always sends the location, leaves blanks out and repeats documents', () => {
    const file = new File(['x'], 'boq.xlsx');
    const form = projectFormData({ ...EMPTY_PROJECT, location: '' }, [file, new File(['y'], 'plan.pdf')]);
    expect(form.get('location')).toBe('');
    expect(form.has('name')).toBe(false);
    expect(form.has('budget_amount')).toBe(false);
    expect(form.getAll('documents').map((f) => (f as File).name)).toEqual(['boq.xlsx', 'plan.pdf']);
  });
});
