import { PROJECT_DOCUMENT_FIELD, type TCreateProjectFields, type TLocationJson, type TTimeline } from '@app/sdk';

/** What the new-project form holds while the user types (inputs give text). */
export interface NewProjectValues {
  name: string;
  location: string;
  /** The picked place (autocomplete or current location); null for typed text. */
  place: TLocationJson | null;
  timeline: TTimeline;
  budget_amount: string;
  required_by_date: string;
  project_description: string;
  selected_materials: string[];
}

export const EMPTY_PROJECT: NewProjectValues = {
  name: '',
  location: '',
  place: null,
  timeline: 'normal',
  budget_amount: '',
  required_by_date: '',
  project_description: '',
  selected_materials: [],
};

/** The contract's text fields of POST /sourcing/projects; blanks are left out (the server reads them as not given). */
export function projectFields(values: NewProjectValues): TCreateProjectFields {
  return {
    name: values.name.trim() || undefined,
    // Always sent (the spec), so the server answers 'Location is required' itself when blank.
    location: values.location.trim(),
    city: values.place?.city ?? undefined,
    latitude: values.place ? String(values.place.latitude) : undefined,
    longitude: values.place ? String(values.place.longitude) : undefined,
    timeline: values.timeline,
    budget_amount: values.budget_amount.trim() || undefined,
    required_by_date: values.required_by_date || undefined,
    project_description: values.project_description.trim() || undefined,
    selected_materials: values.selected_materials.join(',') || undefined,
  };
}

/** The multipart body: the text fields, then every document as a repeated `documents` part. */
export function projectFormData(values: NewProjectValues, documents: readonly File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(projectFields(values))) {
    if (typeof value === 'string' || typeof value === 'number') form.append(key, String(value));
  }
  for (const file of documents) form.append(PROJECT_DOCUMENT_FIELD, file, file.name);
  return form;
}
