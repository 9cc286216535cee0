// Couch play: "Pasa el cacho a Beto". Nothing private is on screen until that player confirms.
import { useTranslation } from 'react-i18next';
import { patternCss, type CupColour } from '../logic/palette';

export function HandOver(props: { name: string; colour: CupColour; onReady: () => void }): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <div className="handover" role="dialog" aria-modal="true" aria-label={t('handover.title', { name: props.name })} data-testid="handover">
      <span className="cup-chip big" style={{ background: patternCss(props.colour) }} aria-hidden="true" />
      <h2>{t('handover.title', { name: props.name })}</h2>
      <p>{t('handover.body', { name: props.name })}</p>
      <button type="button" className="primary big" autoFocus onClick={props.onReady}>
        {t('handover.ready', { name: props.name })}
      </button>
    </div>
  );
}
