import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useState } from 'react';
import { PageBox } from './page-box';
import { PdfPage } from './pdf-page';

/**
 * A stand-in document (a Storybook build has no PDF to load): one A4-proportioned page drawn as
 * ruled lines of a bill of quantities, so the page, its highlight and the page box can be seen.
 */
const sampleDoc = {
  numPages: 3,
  getPage: async () => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
    render: ({ canvas }: { canvas: HTMLCanvasElement }) => {
      let context: CanvasRenderingContext2D | null = null;
      try {
        context = canvas.getContext('2d');
      } catch {
        context = null;
      }
      if (context) {
        const scale = canvas.width / 600;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.fillStyle = '#111';
        context.font = `${12 * scale}px sans-serif`;
        ['Bill of Quantities', '1  OPC 53 grade cement  500 Bags', '2  TMT bars Fe 500D 12 mm  8 MT', '3  River sand  40 Brass'].forEach((line, i) =>
          context?.fillText(line, 50 * scale, (60 + i * 30) * scale),
        );
      }
      return { promise: Promise.resolve(), cancel: () => undefined };
    },
  }),
} as unknown as PDFDocumentProxy;

function PageWithHighlight({ width }: { width: number }) {
  const [page, setPage] = useState(1);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <PageBox page={page} pageCount={sampleDoc.numPages} label="Page" onPage={setPage} />
      <PdfPage
        doc={sampleDoc}
        page={page}
        width={width}
        highlights={[{ highlight: { id: 'line-2', boxes: [{ left: 0.07, top: 0.095, width: 0.5, height: 0.025 }] }, index: 0 }]}
        active={0}
        label={`Page ${page} of ${sampleDoc.numPages}`}
      />
    </div>
  );
}

const meta = {
  title: 'Data display/PdfViewer',
  component: PageWithHighlight,
  tags: ['autodocs'],
  args: { width: 480 },
} satisfies Meta<typeof PageWithHighlight>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page with its source line highlighted (as the chat's sources and the sourcing materials open it). */
export const HighlightedLine: Story = {};
export const Narrow: Story = { args: { width: 280 } };
