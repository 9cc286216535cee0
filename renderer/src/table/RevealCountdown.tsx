// The auto-continue countdown on the reveal (issue 12, a setting, off by default): the reveal
// closes by itself when it reaches 0, as if Continue was pressed (the host then starts the round).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function RevealCountdown(props: { seconds: number; onDone: () => void }): React.JSX.Element | null {
  const { t } = useTranslation();
  const [left, setLeft] = useState(props.seconds);
  useEffect(() => {
    if (props.seconds <= 0) return;
    const started = performance.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil(props.seconds - (performance.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        props.onDone();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [props.seconds]);
  if (props.seconds <= 0) return null;
  return (
    <p className="reveal-countdown muted" role="timer" aria-live="off" data-testid="reveal-countdown">
      {t('reveal.autoContinue', { count: left })}
    </p>
  );
}
