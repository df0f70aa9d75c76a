import { sdk } from '@app/shell';
import { regagentContract, type TCalculateRequest, type TCalculateResponse, type TSource } from '@app/sdk/contracts';
import { Button, Dialog, Spinner } from '@app/ui';
import { Calculator } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useChatTexts } from '../chat/chat-context';

// Its own chunk: the form and result table load when the panel is first opened.
const CalculatorPanel = lazy(() => import('./calculator-panel'));

const calculateOnServer = (body: TCalculateRequest) => sdk.call(regagentContract.calculate, { body });

export interface CalculatorButtonProps {
  onOpenSource: (source: TSource, highlight: number) => void;
  /** Tests give a stand-in; the app calls `POST /regagent/calculate`. */
  calculate?: (body: TCalculateRequest) => Promise<TCalculateResponse>;
}

/** Opens the plot calculator; a cited row closes it and opens the viewer at that row. */
export function CalculatorButton({ onOpenSource, calculate = calculateOnServer }: CalculatorButtonProps) {
  const { t } = useChatTexts();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      title={t('calculator.title')}
      description={t('calculator.description')}
      trigger={
        <Button variant="ghost" size="sm" className="rc-calc__open">
          <Calculator aria-hidden size={16} />
          {t('calculator.open')}
        </Button>
      }
    >
      {open && (
        <Suspense fallback={<Spinner label={t('calculator.loading')} showLabel />}>
          <CalculatorPanel
            calculate={calculate}
            onOpenSource={(source, highlight) => {
              setOpen(false);
              onOpenSource(source, highlight);
            }}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
