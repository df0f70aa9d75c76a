import { ApiError } from '@app/sdk';
import {
  CALCULATOR_AUTHORITIES,
  CALCULATOR_USES,
  CALCULATOR_ZONES,
  type TCalculateRequest,
  type TCalculateResponse,
  type TCalculatorLine,
  type TSource,
} from '@app/sdk/contracts';
import { Badge, Button, Input, Spinner } from '@app/ui';
import { type FormEvent, useState } from 'react';
import { useChatTexts } from '../chat/chat-context';
import { type CalculatorDraft, EMPTY_DRAFT, type NumberField, toRequest } from './calculator-form';
import { citedRule } from './citation-source';
import './calculator.css';

export interface CalculatorPanelProps {
  calculate: (body: TCalculateRequest) => Promise<TCalculateResponse>;
  /** Opens a cited rule row in the chat's document viewer. */
  onOpenSource: (source: TSource, highlight: number) => void;
}

const TONE = { high: 'success', medium: 'info', low: 'warning', disputed: 'danger' } as const;

/** The plot calculator: the inputs, then every figure with its rule, confidence and a citation that opens the viewer. */
export default function CalculatorPanel({ calculate, onOpenSource }: CalculatorPanelProps) {
  const { t } = useChatTexts();
  const [draft, setDraft] = useState<CalculatorDraft>(EMPTY_DRAFT);
  const [invalid, setInvalid] = useState<NumberField[]>([]);
  const [result, setResult] = useState<TCalculateResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof CalculatorDraft>(key: K, value: CalculatorDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = toRequest(draft);
    if ('invalid' in checked) {
      setInvalid(checked.invalid);
      return;
    }
    setInvalid([]);
    setError(null);
    setBusy(true);
    try {
      setResult(await calculate(checked.request));
    } catch (failure) {
      setResult(null);
      const code = failure instanceof ApiError ? failure.code : null;
      setError(t(code === 'outside_rule_tables' ? 'calculator.errors.outside' : code === 'invalid_request' ? 'calculator.errors.invalid' : 'calculator.errors.failed'));
    } finally {
      setBusy(false);
    }
  };

  const numberField = (field: NumberField, required: boolean) => (
    <Input
      label={t(`calculator.fields.${field}`)}
      inputMode="decimal"
      required={required}
      value={draft[field]}
      onChange={(e) => set(field, e.target.value)}
      error={invalid.includes(field) ? t('calculator.errors.number') : undefined}
    />
  );

  const select = <K extends 'authority' | 'zone' | 'use'>(field: K, options: readonly CalculatorDraft[K][], label: (o: CalculatorDraft[K]) => string) => (
    <label className="rc-calc__select">
      <span>{t(`calculator.fields.${field}`)}</span>
      <select value={draft[field]} onChange={(e) => set(field, e.target.value as CalculatorDraft[K])}>
        {options.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="rc-calc">
      <form className="rc-calc__form" onSubmit={(e) => void submit(e)} noValidate>
        {select('authority', CALCULATOR_AUTHORITIES, (a) => a)}
        {select('zone', CALCULATOR_ZONES, (z) => z)}
        {select('use', CALCULATOR_USES, (u) => t(`calculator.uses.${u}`))}
        {numberField('plot_area', true)}
        {numberField('road_width', true)}
        {numberField('building_height', true)}
        {numberField('jantri_rate', false)}
        <label className="rc-calc__check">
          <input type="checkbox" checked={draft.toz} onChange={(e) => set('toz', e.target.checked)} />
          <span>{t('calculator.fields.toz')}</span>
        </label>
        <Button type="submit" disabled={busy}>
          {t('calculator.submit')}
        </Button>
      </form>
      {busy && <Spinner label={t('calculator.calculating')} showLabel />}
      {error && (
        <p className="rc-calc__error" role="alert">
          {error}
        </p>
      )}
      {result && <ResultTable result={result} onOpenSource={onOpenSource} />}
    </div>
  );
}

function ResultTable({ result, onOpenSource }: { result: TCalculateResponse; onOpenSource: CalculatorPanelProps['onOpenSource'] }) {
  const { t } = useChatTexts();
  const value = (line: TCalculatorLine, v: number | null) => {
    if (v === null) return t(line.status === 'not_covered' ? 'calculator.notCovered' : 'calculator.needsInput');
    if (line.unit === 'yes_no') return t(v === 1 ? 'calculator.yes' : 'calculator.no');
    return t(`calculator.units.${line.unit}`, { value: v.toLocaleString('en-IN') });
  };
  return (
    <table className="rc-calc__table">
      <caption>{t('calculator.edition', { edition: result.edition, date: result.as_of })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('calculator.columns.figure')}</th>
          <th scope="col">{t('calculator.columns.value')}</th>
          <th scope="col">{t('calculator.columns.confidence')}</th>
          <th scope="col">{t('calculator.columns.source')}</th>
        </tr>
      </thead>
      <tbody>
        {result.lines.map((line) => {
          const cited = citedRule(line);
          const disputed = line.rules.find((rule) => rule.alternatives && rule.dispute);
          return (
            <tr key={line.key} data-key={line.key}>
              <th scope="row">
                {t(`calculator.lines.${line.key}`)}
                <small>{line.basis}</small>
              </th>
              <td>
                {value(line, line.value)}
                {line.status === 'exceeds' && <small className="rc-calc__exceeds">{t('calculator.exceeds')}</small>}
                {disputed?.alternatives && (
                  <small>
                    {t('calculator.disputed', { values: disputed.alternatives.map((a) => value(line, a.value)).join(' / ') })} {disputed.dispute}
                  </small>
                )}
              </td>
              <td>{line.confidence && <Badge tone={TONE[line.confidence]}>{t(`calculator.confidence.${line.confidence}`)}</Badge>}</td>
              <td>
                {cited ? (
                  <button type="button" className="rc-calc__cite" onClick={() => onOpenSource(cited.source, 0)}>
                    {t('calculator.openSource', { clause: cited.rule.clause, page: cited.source.pages[0]?.page_number ?? '' })}
                  </button>
                ) : (
                  line.rules.map((rule) => rule.clause).join(', ')
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
