import type { TMaterialCategory, TMaterialSpecifications, TMaterialUnit, TSkippedRowReason, TUrgency } from '@app/sdk/contracts';

/** The file kinds the extractor reads; decided from the bytes (magic numbers), never from the name. */
export type DocumentKind = 'xlsx' | 'xls' | 'csv' | 'pdf' | 'docx' | 'doc' | 'image';

/** One uploaded document, as the run hands it to the extractor. */
export interface ExtractionDocument {
  filename: string;
  kind: DocumentKind;
  bytes: Uint8Array;
}

/**
 * Where an extracted material came from, so the user can check it. The run adds the document id
 * when it stores the material; the extractor only knows the file it was given.
 */
export type ExtractedProvenance =
  | { kind: 'sheet'; sheet: string; row: number }
  | { kind: 'page'; page: number; text: string }
  | { kind: 'paragraph'; index: number; text: string }
  | { kind: 'image'; region: { x: number; y: number; width: number; height: number }; text: string }
  | { kind: 'description'; line: number; text: string };

/** A material line as read from a document: a null quantity means the document does not state one. */
export interface ExtractedMaterial {
  name: string;
  category: TMaterialCategory;
  quantity: number | null;
  unit: TMaterialUnit;
  urgency: TUrgency;
  specifications: TMaterialSpecifications;
  notes: string | null;
  /** 0..1; below `REVIEW_CONFIDENCE` (@app/sdk) the row is marked for review. */
  confidence: number;
  provenance: ExtractedProvenance;
}

export interface ExtractOptions {
  signal?: AbortSignal;
  /** Called for every material as soon as it is read (the run streams it to the user). */
  onMaterial: (material: ExtractedMaterial) => void | Promise<void>;
  /** 0..1 of this document read, with a short activity text for the progress bar. */
  onProgress?: (fraction: number, activity: string) => void;
}

export interface ExtractionResult {
  /** Tokens the extraction consumed (the real tokenizer's count of the text read and written), for metering. */
  tokens: number;
  /** What was left unread (rows or text beyond a limit), to show on the document. */
  notes?: string[];
  /**
   * What was read and what was skipped, and why ("Read sheet ABSTRACT (32 items); skipped sheet
   * MES (measurements), 14 rate-only rows"), or why a document gave nothing; shown on the document.
   */
  summary?: string;
  /** Rows of item lists left out that the user may still want (work items, rate-only and zero rows), at most MAX_SKIPPED_ROWS. */
  skipped?: SkippedRow[];
}

/** A row left out of the materials, read as the material it would be if the user includes it. */
export interface SkippedRow {
  reason: TSkippedRowReason;
  material: ExtractedMaterial;
}

/** A document the extractor cannot read; `message` is shown to the user on that document. */
export class DocumentUnreadableError extends Error {
  override readonly name = 'DocumentUnreadableError';
}

/** Material extraction behind one interface: the offline engine (default) or an LLM (`AI_PROVIDER=llm`). */
export interface MaterialExtractor {
  readonly engine: 'offline' | 'llm';
  /** Resolves once start-up costs (a ready parser thread, compiled patterns) are paid; started when the engine is made. */
  warmUp?(): Promise<void>;
  extractDocument(document: ExtractionDocument, options: ExtractOptions): Promise<ExtractionResult>;
  extractDescription(text: string, options: ExtractOptions): Promise<ExtractionResult>;
}
