import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeDocument, makeProject } from '../../test/fixtures';
import { ExtractionPanel, type ExtractionPanelProps } from './extraction-panel';
import { IDLE_EXTRACTION, startingExtraction } from './extraction-state';

const document = makeDocument({ filename: 'boq.xlsx', content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 2048, kind: 'xlsx', status: 'pending', materials_found: 0 });

function renderPanel(props: Partial<ExtractionPanelProps> = {}) {
  return render(
    <ExtractionPanel
      project={makeProject({ status: 'project_created', documents: [], project_description: null })}
      materialsCount={0}
      state={IDLE_EXTRACTION}
      running={false}
      connectionError={null}
      onStart={vi.fn(async () => {})}
      onReconnect={vi.fn()}
      {...props}
    />,
  );
}

describe('extraction panel', () => {
  it('says No Documents Uploaded for a new project without documents', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'No Documents Uploaded' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Material Extraction' })).toBeNull();
  });

  it('offers Start Material Extraction when documents wait to be read', async () => {
    const onStart = vi.fn(async () => {});
    renderPanel({ project: makeProject({ status: 'project_created', documents: [document] }), onStart });
    expect(screen.getByRole('heading', { name: 'Ready to Extract Materials' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start Material Extraction' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('shows the price of a start beside the button: about N tokens, with its margin', () => {
    renderPanel({ project: makeProject({ status: 'project_created', documents: [document] }), price: { tokens: 1_151, margin_percent: 10 } });
    const button = screen.getByRole('button', { name: 'Start Material Extraction' });
    expect(screen.getByText('About 1,151 tokens')).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBe('sr-extraction-price');
    expect(screen.getByText(/plus 10 %\. You are never charged more/)).toBeTruthy();
  });

  it('shows the activity, a percent bar and the count while a run is in progress', () => {
    renderPanel({
      running: true,
      state: { ...startingExtraction(), phase: 'streaming', progress: 45, materialsFound: 7, activity: { kind: 'document', name: 'boq.xlsx', index: 1, total: 2 } },
    });
    expect(screen.getByText('Reading boq.xlsx (1 of 2)')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByText('7 materials extracted so far...')).toBeTruthy();
  });

  it("says 'Processing...' when the run has said nothing yet", () => {
    renderPanel({ running: true, state: { ...IDLE_EXTRACTION, phase: 'streaming' } });
    expect(screen.getByText('Processing...')).toBeTruthy();
  });

  it('shows the failed state of a run that found nothing', () => {
    renderPanel({ project: makeProject({ status: 'extraction_failed', documents: [] , project_description: null}) });
    expect(screen.getByText('Material extraction failed. Please try uploading different documents or add materials manually')).toBeTruthy();
  });

  it('offers to try again after a failed run, not a fresh "Ready to Extract Materials"', () => {
    renderPanel({ project: makeProject({ status: 'extraction_failed', documents: [document] }) });
    expect(screen.getByRole('heading', { name: 'Try the Extraction Again' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ready to Extract Materials' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Material Extraction' })).toBeTruthy();
  });

  it('shows the connection problem with a way to reconnect', async () => {
    const onReconnect = vi.fn();
    renderPanel({ running: true, state: startingExtraction(), connectionError: 'connection-lost', onReconnect });
    expect(screen.getByText('Connection lost. Please refresh or try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onReconnect).toHaveBeenCalled();
  });

  it('shows nothing once materials exist and nothing runs', () => {
    const { container } = renderPanel({ materialsCount: 3, project: makeProject({ status: 'ready' }) });
    expect(container.textContent).toBe('');
  });
});
