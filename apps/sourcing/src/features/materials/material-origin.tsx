import type { TMaterial, TMaterialProvenance } from '@app/sdk';
import { Badge } from '@app/ui';
import { FileSpreadsheet, FileText, Image, TextQuote } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A PDF source to open at its page with its line highlighted. */
export interface PdfSource {
  documentId: number;
  documentName: string;
  page: number;
  /** The line to highlight; null opens the page without one (a document opened from the list). */
  text: string | null;
}

export interface MaterialOriginProps {
  material: TMaterial;
  onOpenPdf?: (source: PdfSource) => void;
}

/**
 * Where a row came from and how sure the extraction was: the file with its sheet and row, its
 * page (a link opening the PDF viewer at the highlighted line), paragraph or image region, or the
 * description line; manual rows say so. Rows marked for review carry a badge.
 */
export function MaterialOrigin({ material, onOpenPdf }: MaterialOriginProps) {
  const { t } = useTranslation('sourcing');
  if (material.source === 'manual') return <Badge tone="neutral">{t('materials.origin.manual')}</Badge>;
  return (
    <div className="sr-origin">
      {material.provenance ? <Provenance provenance={material.provenance} onOpenPdf={onOpenPdf} /> : <span>{t('materials.origin.extracted')}</span>}
      <span className="sr-origin__meta">
        {material.confidence !== null && (
          <span className="sr-muted">{t('materials.origin.confidence', { percent: Math.round(material.confidence * 100) })}</span>
        )}
        {material.needs_review && <Badge tone="warning">{t('materials.origin.review')}</Badge>}
      </span>
    </div>
  );
}

function Provenance({ provenance, onOpenPdf }: { provenance: TMaterialProvenance; onOpenPdf?: (source: PdfSource) => void }) {
  const { t } = useTranslation('sourcing');
  switch (provenance.kind) {
    case 'sheet':
      return (
        <span className="sr-origin__where">
          <FileSpreadsheet aria-hidden size={14} />
          {t('materials.origin.sheet', { file: provenance.document_name, sheet: provenance.sheet, row: provenance.row })}
        </span>
      );
    case 'page': {
      const label = t('materials.origin.page', { file: provenance.document_name, page: provenance.page });
      return (
        <span className="sr-origin__where" title={provenance.text}>
          <FileText aria-hidden size={14} />
          {onOpenPdf ? (
            <button
              type="button"
              className="sr-link"
              onClick={() => onOpenPdf({ documentId: provenance.document_id, documentName: provenance.document_name, page: provenance.page, text: provenance.text })}
            >
              {label}
            </button>
          ) : (
            label
          )}
        </span>
      );
    }
    case 'paragraph':
      return (
        <span className="sr-origin__where" title={provenance.text}>
          <FileText aria-hidden size={14} />
          {t('materials.origin.paragraph', { file: provenance.document_name, index: provenance.index })}
        </span>
      );
    case 'image': {
      const { x, y, width, height } = provenance.region;
      return (
        <span className="sr-origin__where" title={provenance.text}>
          <Image aria-hidden size={14} />
          {t('materials.origin.image', { file: provenance.document_name, x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) })}
        </span>
      );
    }
    case 'description':
      return (
        <span className="sr-origin__where" title={provenance.text}>
          <TextQuote aria-hidden size={14} />
          {t('materials.origin.description', { line: provenance.line })}
        </span>
      );
  }
}
