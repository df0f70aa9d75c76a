import { PROJECT_DOCUMENT_EXTENSIONS, PROJECT_DOCUMENT_MAX_BYTES, PROJECT_DOCUMENT_MAX_FILES } from '@app/sdk';

/** Why a picked file is refused before anything is sent (keys of `sourcing:newProject.fileErrors`). */
export type DocumentProblem = 'type' | 'size' | 'empty' | 'count' | 'duplicate';

export interface DocumentRejection {
  name: string;
  problem: DocumentProblem;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** The browser can only judge the name and size; the server checks the bytes again. */
export function documentProblem(file: Pick<File, 'name' | 'size'>): DocumentProblem | null {
  if (!file.name.includes('.') || !(PROJECT_DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  if (file.size > PROJECT_DOCUMENT_MAX_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds newly picked files to the chosen ones: each refused file is reported and left out, the
 * others are kept (so one wrong file never costs the user the rest of the form).
 */
export function addDocuments(current: readonly File[], picked: readonly File[]): { files: File[]; rejected: DocumentRejection[] } {
  const files = [...current];
  const rejected: DocumentRejection[] = [];
  for (const file of picked) {
    const problem = documentProblem(file);
    if (problem) rejected.push({ name: file.name, problem });
    else if (files.some((kept) => sameFile(kept, file))) rejected.push({ name: file.name, problem: 'duplicate' });
    else if (files.length >= PROJECT_DOCUMENT_MAX_FILES) rejected.push({ name: file.name, problem: 'count' });
    else files.push(file);
  }
  return { files, rejected };
}
