import { ApiError } from '@app/sdk';
import type { TCalculateRequest, TCalculateResponse } from '@app/sdk/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../test/i18n';
import { ChatTextsContext } from '../chat/chat-context';
import { CalculatorButton } from './calculator-button';
import { readNumber } from './calculator-form';

const DOCUMENT_ID = '5d0c7c1e-3c1f-4c43-9b8e-2f0f5bde7d11';
const BOX = JSON.stringify({ left: 0.1, top: 0.2, width: 0.8, height: 0.05, right: 0.9, bottom: 0.25 });

const RESPONSE: TCalculateResponse = {
  edition: 'cgdcr-2017',
  as_of: '2026-11-25',
  lines: [
    {
      key: 'max_fsi',
      value: 2.7,
      unit: 'ratio',
      status: 'ok',
      confidence: 'medium',
      basis: 'Maximum FSI.',
      rules: [
        {
          row_id: 'fsi-r1',
          table: 'fsi',
          clause: 'Table 6.5',
          confidence: 'medium',
          citation: {
            document: 'cgdcr-digest',
            document_id: DOCUMENT_ID,
            document_name: 'CGDCR digest',
            document_link: `/api/documents/${DOCUMENT_ID}/file?exp=1&sig=x`,
            section: '6.3.1',
            page_number: 3,
            bounding_box: BOX,
            sources: ['Encoding A'],
          },
        },
      ],
    },
    {
      key: 'max_height',
      value: 25,
      unit: 'm',
      status: 'uncertain',
      confidence: 'disputed',
      basis: 'Disputed.',
      rules: [
        {
          row_id: 'height-road-12-18',
          table: 'height',
          clause: 'Table 6.23',
          confidence: 'disputed',
          alternatives: [
            { value: 30, sources: ['Encoding A'] },
            { value: 25, sources: ['Announcement'] },
          ],
          dispute: 'Both encodings give 30 m; the announcement gives 25 m.',
          citation: { document: null, document_id: null, section: null, page_number: null, bounding_box: null, sources: ['Encoding A'] },
        },
      ],
    },
  ],
};

function renderButton(calculate: (body: TCalculateRequest) => Promise<TCalculateResponse>, language: 'en' | 'gu' = 'en') {
  const onOpenSource = vi.fn();
  const t = testI18n.getFixedT(language, 'chat');
  render(
    <ChatTextsContext.Provider value={{ t, language }}>
      <CalculatorButton onOpenSource={onOpenSource} calculate={calculate} />
    </ChatTextsContext.Provider>,
  );
  return { onOpenSource };
}

async function fillAndSubmit(area = '500') {
  await userEvent.click(screen.getByRole('button', { name: 'Plot calculator' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(await within(dialog).findByLabelText(/Plot area/), area);
  await userEvent.type(within(dialog).getByLabelText(/Road width/), '12');
  await userEvent.type(within(dialog).getByLabelText(/Building height/), '15');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Calculate' }));
  return dialog;
}

describe('the plot calculator panel', () => {
  it('sends the inputs and shows each figure with its confidence; a citation opens the cited row in the viewer', async () => {
    const calculate = vi.fn(async () => RESPONSE);
    const { onOpenSource } = renderButton(calculate);
    const dialog = await fillAndSubmit();
    expect(calculate).toHaveBeenCalledWith({ authority: 'AUDA', zone: 'R1', use: 'apartment', plot_area: 500, road_width: 12, building_height: 15 });
    const row = await within(dialog).findByRole('row', { name: /Maximum FSI/ });
    expect(row.textContent).toContain('2.7');
    expect(row.textContent).toContain('Medium');
    const height = within(dialog).getByRole('row', { name: /Maximum height/ });
    expect(height.textContent).toContain('Sources differ: 30 m / 25 m.');
    expect(height.textContent).toContain('Table 6.23');
    await userEvent.click(within(row).getByRole('button', { name: 'Table 6.5, page 3' }));
    expect(onOpenSource).toHaveBeenCalledWith(
      expect.objectContaining({
        document_id: DOCUMENT_ID,
        document_link: `/api/documents/${DOCUMENT_ID}/file?exp=1&sig=x`,
        pages: [{ page_number: 3, chunks: [expect.objectContaining({ chunk_id: 'fsi-r1', bounding_box: BOX })] }],
      }),
      0,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps what was typed and names the field when it is not a number', async () => {
    const calculate = vi.fn(async () => RESPONSE);
    renderButton(calculate);
    const dialog = await fillAndSubmit('abc');
    expect(calculate).not.toHaveBeenCalled();
    expect((within(dialog).getByLabelText(/Plot area/) as HTMLInputElement).value).toBe('abc');
    expect(dialog.textContent).toContain('Enter a number greater than 0');
  });

  it('says the tables do not cover the authority when the server answers outside_rule_tables', async () => {
    renderButton(async () => {
      throw new ApiError({ status: 422, message: 'The rule tables hold FSI by zone only for AUDA and AMC', code: 'outside_rule_tables' });
    });
    const dialog = await fillAndSubmit();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The rule tables hold no FSI for this authority and zone.');
  });

  it('reads Gujarati and Devanagari digits', () => {
    expect(readNumber('૫૦૦')).toBe(500);
    expect(readNumber('१,२५०.५')).toBe(1250.5);
    expect(readNumber('0')).toBeNull();
  });
});
