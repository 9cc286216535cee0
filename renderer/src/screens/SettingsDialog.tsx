// Settings: language and jargon, 3D dice, fast throws, animation speed, volume, graphics quality, bot speed,
// odds helper, rule tips, hand-over screen, auto-continue after a reveal, the phones' and the online server's addresses.
import { useTranslation } from 'react-i18next';
import { defaultJargon, JARGONS, LANGUAGES, languageOf, type Language } from '../i18n/jargon';
import { useSettings, type UiSettings } from '../state/settings';
import { Modal } from '../table/Modal';
import { SettingsAddresses } from './SettingsAddresses';

/** The auto-continue delays offered after a challenge (issue 12); 0 = off, the default. */
const AUTO_CONTINUE_SECONDS = [0, 3, 5, 10, 20] as const;

export function SettingsDialog(props: { onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation();
  const s = useSettings();
  // written through to the host's settings file (state/settings.ts)
  const change = (patch: Partial<UiSettings>): void => s.set(patch);
  const setLanguage = (language: Language): void => {
    change({ language, jargon: languageOf(s.jargon) === language ? s.jargon : defaultJargon(language) });
  };
  return (
    <Modal title={t('settings.title')} label="settings" onEscape={props.onClose}>
      <div className="settings-grid">
        <label htmlFor="set-language">{t('settings.language')}</label>
        <select id="set-language" value={s.language} onChange={(e) => setLanguage(e.target.value as Language)}>
          {LANGUAGES.map((l) => <option key={l} value={l}>{t(`languages.${l}`)}</option>)}
        </select>
        <label htmlFor="set-jargon">{t('settings.jargon')}</label>
        <select id="set-jargon" value={s.jargon} onChange={(e) => change({ jargon: e.target.value as UiSettings['jargon'] })}>
          {JARGONS.map((j) => <option key={j} value={j}>{t(`jargons.${j}`)}</option>)}
        </select>
        <label htmlFor="set-3d">{t('settings.dice3d')}</label>
        <span>
          <input id="set-3d" type="checkbox" checked={s.dice3d} onChange={(e) => change({ dice3d: e.target.checked })} aria-describedby="set-3d-help" />{' '}
          <small id="set-3d-help" className="muted">{t('settings.dice3dHelp')}</small>
        </span>
        <label htmlFor="set-fast-throws">{t('settings.fastThrows')}</label>
        <span>
          <input id="set-fast-throws" type="checkbox" checked={s.fastThrows} disabled={!s.dice3d} onChange={(e) => change({ fastThrows: e.target.checked })} aria-describedby="set-fast-throws-help" />{' '}
          <small id="set-fast-throws-help" className="muted">{t('settings.fastThrowsHelp')}</small>
        </span>
        <label htmlFor="set-speed">{t('settings.animationSpeed')}</label>
        <input id="set-speed" type="range" min={0.5} max={3} step={0.25} value={s.animationSpeed} onChange={(e) => change({ animationSpeed: Number(e.target.value) })} aria-valuetext={`${s.animationSpeed}×`} />
        <label htmlFor="set-volume">{t('settings.volume')}</label>
        <input id="set-volume" type="range" min={0} max={1} step={0.05} value={s.soundVolume} onChange={(e) => change({ soundVolume: Number(e.target.value) })} aria-valuetext={`${Math.round(s.soundVolume * 100)}%`} />
        <label htmlFor="set-quality">{t('settings.quality')}</label>
        <select id="set-quality" value={s.quality} onChange={(e) => change({ quality: e.target.value as UiSettings['quality'] })}>
          {(['low', 'medium', 'high'] as const).map((q) => <option key={q} value={q}>{t(`settings.${q}`)}</option>)}
        </select>
        <label htmlFor="set-bots">{t('settings.botSpeed')}</label>
        <select id="set-bots" value={s.botSpeed} onChange={(e) => change({ botSpeed: e.target.value as UiSettings['botSpeed'] })}>
          {(['slow', 'normal', 'fast', 'instant'] as const).map((q) => <option key={q} value={q}>{t(`settings.${q}`)}</option>)}
        </select>
        <label htmlFor="set-odds">{t('settings.odds')}</label>
        <span>
          <input id="set-odds" type="checkbox" checked={s.odds} onChange={(e) => change({ odds: e.target.checked })} />{' '}
          <small className="muted">{t('settings.oddsHelp')}</small>
        </span>
        <label htmlFor="set-handover">{t('settings.handOver')}</label>
        <input id="set-handover" type="checkbox" checked={s.handOverScreen} onChange={(e) => change({ handOverScreen: e.target.checked })} />
        <label htmlFor="set-autocontinue">{t('settings.autoContinue')}</label>
        <select id="set-autocontinue" value={s.autoContinueSec} onChange={(e) => change({ autoContinueSec: Number(e.target.value) })}>
          {AUTO_CONTINUE_SECONDS.map((n) => <option key={n} value={n}>{n === 0 ? t('settings.autoContinueOff') : t('settings.autoContinueAfter', { count: n })}</option>)}
        </select>
        <label htmlFor="set-phone-away">{t('settings.phoneAway')}</label>
        <span>
          <select id="set-phone-away" value={s.phoneAwayBotSec} onChange={(e) => change({ phoneAwayBotSec: Number(e.target.value) })}>
            {[0, 30, 60, 120, 300].map((n) => <option key={n} value={n}>{n === 0 ? t('settings.phoneAwayOff') : t('settings.phoneAwayAfter', { count: n })}</option>)}
          </select>{' '}
          <select aria-label={t('settings.phoneAwayLevel')} value={s.phoneAwayBotLevel} onChange={(e) => change({ phoneAwayBotLevel: e.target.value as UiSettings['phoneAwayBotLevel'] })}>
            {(['novato', 'medio', 'experto', 'maestro'] as const).map((l) => <option key={l} value={l}>{t(`levels.${l}`)}</option>)}
          </select>
        </span>
        <SettingsAddresses />
        <span>{t('settings.tips')}</span>
        <button type="button" onClick={() => change({ tipsSeen: [], guidedDone: false })}>{t('settings.tipsReset')}</button>
      </div>
      <div className="dialog-buttons">
        <button type="button" className="primary" onClick={props.onClose}>{t('settings.done')}</button>
      </div>
    </Modal>
  );
}
