import { randomUUID } from 'node:crypto';
import {
  EMPTY_FILE_MESSAGE,
  PROJECT_DOCUMENT_TYPE_MESSAGE,
  PROJECT_SOURCE_REQUIRED_MESSAGE,
  hasProjectSource,
  rupeesToPaise,
  type TCreateProjectFieldsParsed,
  type TCreateProjectResponse,
  type TDocumentContent,
} from '@app/sdk/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { type ProjectLocationJson, projectDocuments, projects } from '../../db/schema/sourcing.js';
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacter } from '../../lib/control-characters.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { UploadedFile } from '../../router/types.js';
import { autocomplete, placeById } from '../location/places.js';
import { countDocumentContent } from './document-content.js';
import { queueRun, reserveRun, type RunDeps } from './run-lifecycle.js';
import { insertRun } from './run-store.js';
import { getProject } from './service.js';
import { type SniffedDocument, sniffDocument } from './sniff.js';

type CreateDeps = RunDeps & Pick<AppDeps, 'storage' | 'extractor'>;

interface CheckedFile {
  file: UploadedFile;
  sniffed: SniffedDocument;
  storageKey: string;
  /** What a run will read, priced before it starts (document-content.ts); null when it could not be counted now (counted again on the estimate or start). */
  content: TDocumentContent | null;
}

/** Every file is checked before anything is stored: one bad file refuses the request, naming it. */
async function checkFiles(files: UploadedFile[]): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const file of files) {
    if (findControlCharacter(file.filename)) throw badRequest(CONTROL_CHARACTERS_MESSAGE, { filename: file.filename });
    if (file.bytes.length === 0) throw badRequest(EMPTY_FILE_MESSAGE, { filename: file.filename });
    const sniffed = await sniffDocument(file.bytes, file.filename);
    if (!sniffed) throw new AppError(415, PROJECT_DOCUMENT_TYPE_MESSAGE, { detail: { filename: file.filename } });
    const content = await countDocumentContent({ filename: file.filename, kind: sniffed.kind, bytes: file.bytes });
    checked.push({ file, sniffed, storageKey: `projects/${randomUUID()}`, content });
  }
  return checked;
}

/**
 * Where the project is: the picked place when the form sends its coordinates, else the first
 * place of the gazetteer matching a part of the location text ("Navrangpura, Ahmedabad"), else none.
 */
function locationJsonOf(fields: TCreateProjectFieldsParsed): ProjectLocationJson | null {
  if (fields.latitude !== null && fields.longitude !== null) {
    return { city: fields.city, latitude: fields.latitude, longitude: fields.longitude };
  }
  for (const part of fields.location.split(',')) {
    const [prediction] = autocomplete(part, 1);
    const place = prediction ? placeById(prediction.place_id) : null;
    if (place) return { city: fields.city ?? place.city, latitude: place.latitude, longitude: place.longitude };
  }
  return null;
}

/**
 * Creates a project from the multipart form. With documents it waits for the user's 'Start
 * Material Extraction' (status project_created); with only a description its run starts at
 * once, its tokens held first — a 402 then creates nothing, so the form can be sent again.
 */
export async function createProject(
  deps: CreateDeps,
  userId: string,
  fields: TCreateProjectFieldsParsed,
  files: UploadedFile[],
): Promise<TCreateProjectResponse> {
  const path = findControlCharacter(fields);
  if (path) throw new AppError(400, CONTROL_CHARACTERS_MESSAGE, { errors: [{ path: ['body', ...path].join('.'), message: CONTROL_CHARACTERS_MESSAGE }] });
  if (!hasProjectSource(fields.project_description, files.length)) throw badRequest(PROJECT_SOURCE_REQUIRED_MESSAGE);
  const checked = await checkFiles(files);
  const { db } = deps.database;
  const now = deps.clock.now();

  await Promise.all(checked.map((c) => deps.storage.put(c.storageKey, c.file.bytes)));
  let projectId: number;
  // A description-only project's run is inserted with it: a start sent as soon as the project
  // exists finds the run in progress (409), never a second run.
  let pendingRunId: number | undefined;
  try {
    projectId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({
          userId,
          name: fields.name,
          location: fields.location,
          locationJson: locationJsonOf(fields),
          timeline: fields.timeline,
          budgetPaise: fields.budget_amount === null ? null : rupeesToPaise(fields.budget_amount),
          requiredByDate: fields.required_by_date,
          projectDescription: fields.project_description,
          selectedMaterials: fields.selected_materials,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: projects.id });
      if (!row) throw new Error('project insert returned no row');
      for (const c of checked) {
        await tx.insert(projectDocuments).values({
          projectId: row.id,
          filename: c.file.filename.slice(0, 255),
          contentType: c.sniffed.contentType,
          kind: c.sniffed.kind,
          size: c.file.bytes.length,
          storageKey: c.storageKey,
          content: c.content,
          uploadedAt: now,
        });
      }
      if (checked.length === 0) {
        const run = await insertRun(tx, { projectId: row.id, userId, reservation: null, now });
        if (!run) throw new Error('a new project already has an extraction run');
        pendingRunId = run.id;
      }
      return row.id;
    });
  } catch (error) {
    await Promise.all(checked.map((c) => deps.storage.delete(c.storageKey)));
    throw error;
  }

  if (checked.length === 0) {
    try {
      const reservation = await reserveRun(deps, userId, { id: projectId, name: fields.name, projectDescription: fields.project_description }, []);
      await queueRun(deps, userId, projectId, reservation, 0, pendingRunId);
    } catch (error) {
      await db.delete(projects).where(eq(projects.id, projectId));
      throw error;
    }
  }
  return { project_id: projectId, project: await getProject(db, userId, projectId) };
}
