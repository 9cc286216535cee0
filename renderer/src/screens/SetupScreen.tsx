// Setup: 2-6 seats (person or bot with level and style), names, cup colours; a preset and every
// rule option of RULES.md §3 with one line explaining it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPTION_NAMES, OPTION_RULE_IDS, OPTION_VALUES, PRESET_IDS, PRESETS, type PresetId, type RuleOptionName, type RuleOptions } from '../../../engine/index';
import { languageOf } from '../i18n/jargon';
import { CUP_COLOURS, patternCss } from '../logic/palette';
import { BOT_LEVEL_CHOICES, defaultSeats, fromGameNew, PERSONALITY_CHOICES, presetOptions, toGameNew, type SetupChoice } from '../logic/setup';
import { useGame } from '../state/game';
import { useSettings } from '../state/settings';
import { ProfilePicker, useProfiles } from './ProfilePicker';

function initialChoice(names: readonly string[], dice3d: boolean, last: ReturnType<typeof useGame.getState>['hostSettings']): SetupChoice {
  if (last?.lastSetup) {
    try {
      return fromGameNew(last.lastSetup);
    } catch {
      // a remembered setup the engine no longer accepts: start fresh
    }
  }
  return { seats: defaultSeats(names), preset: 'chile', options: presetOptions('chile'), targetWins: 1, dice3d };
}

export function SetupScreen(): React.JSX.Element {
  const { t } = useTranslation();
  const game = useGame();
  const settings = useSettings();
  const names = t('setup.defaultNames', { returnObjects: true }) as unknown as string[];
  const [choice, setChoice] = useState<SetupChoice>(() => initialChoice(names, settings.dice3d, game.hostSettings));
  const [showOptions, setShowOptions] = useState(false);
  const profiles = useProfiles();
  const update = (patch: Partial<SetupChoice>): void => setChoice((c) => ({ ...c, ...patch }));
  const setSeat = (i: number, patch: Partial<SetupChoice['seats'][number]>): void =>
    setChoice((c) => ({ ...c, seats: c.seats.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));

  const pickPreset = (preset: PresetId): void => {
    update({ preset, options: presetOptions(preset) });
    // the preset suggests its jargon, where it speaks the player's language
    const jargon = PRESETS[preset].jargon;
    if (languageOf(jargon) === settings.language) settings.set({ jargon });
  };
  const addSeat = (): void => {
    const used = new Set(choice.seats.map((s) => s.colour));
    const colour = CUP_COLOURS.find((c) => !used.has(c.hex))?.hex ?? CUP_COLOURS[0]!.hex;
    const i = choice.seats.length;
    update({ seats: [...choice.seats, { ...defaultSeats(names, 6)[i]!, colour }] });
  };
  const start = async (): Promise<void> => {
    settings.set({ dice3d: choice.dice3d });
    await game.newGame(toGameNew(choice));
  };
  const optional = new Set<string>(PRESETS[choice.preset].optional);
  const orderedOptions = [...OPTION_NAMES].sort((a, b) => Number(optional.has(b)) - Number(optional.has(a)));

  return (
    <main className="setup">
      <h1>{t('setup.title')}</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <fieldset className="seats-setup">
          <legend>{t('setup.seats')} ({t('setup.seatsCount', { count: choice.seats.length })})</legend>
          {choice.seats.map((s, i) => (
            <div className="seat-row" key={i} data-seat-row={i}>
              <span className="cup-chip" style={{ background: patternCss(CUP_COLOURS.find((c) => c.hex === s.colour) ?? CUP_COLOURS[i]!) }} aria-hidden="true" />
              <input aria-label={t('setup.nameOf', { n: i + 1 })} value={s.name} maxLength={24} onChange={(e) => setSeat(i, { name: e.target.value, profileId: undefined })} />
              <select aria-label={`${t('setup.kind')}: ${s.name}`} value={s.kind} onChange={(e) => setSeat(i, { kind: e.target.value as 'human' | 'bot' })}>
                <option value="human">{t('setup.human')}</option>
                <option value="bot">{t('setup.bot')}</option>
              </select>
              {s.kind === 'human' ? <ProfilePicker index={i} profiles={profiles} profileId={s.profileId} onPick={(patch) => setSeat(i, patch)} /> : null}
              {s.kind === 'human' && choice.phones ? (
                <select aria-label={t('setup.playsOn', { name: s.name })} value={s.thisScreen ? 'screen' : 'phone'} onChange={(e) => setSeat(i, { thisScreen: e.target.value === 'screen' })}>
                  <option value="phone">{t('setup.onPhone')}</option>
                  <option value="screen">{t('setup.thisScreen')}</option>
                </select>
              ) : null}
              {s.kind === 'bot' ? (
                <>
                  <select aria-label={`${t('setup.level')}: ${s.name}`} value={s.level} onChange={(e) => setSeat(i, { level: e.target.value as typeof s.level })}>
                    {BOT_LEVEL_CHOICES.map((l) => <option key={l} value={l}>{t(`levels.${l}`)}</option>)}
                  </select>
                  <select aria-label={`${t('setup.personality')}: ${s.name}`} value={s.personality} onChange={(e) => setSeat(i, { personality: e.target.value as typeof s.personality })}>
                    {PERSONALITY_CHOICES.map((p) => <option key={p} value={p}>{t(`personalities.${p}`)}</option>)}
                  </select>
                </>
              ) : null}
              <select aria-label={t('setup.colourOf', { name: s.name })} value={s.colour} onChange={(e) => setSeat(i, { colour: e.target.value })}>
                {CUP_COLOURS.map((c) => <option key={c.id} value={c.hex}>{t(`colours.${c.id}` as 'colours.orange')}</option>)}
              </select>
              <button type="button" disabled={choice.seats.length <= 2} onClick={() => update({ seats: choice.seats.filter((_, j) => j !== i) })} aria-label={t('setup.removeSeat', { name: s.name })}>
                ✕
              </button>
            </div>
          ))}
          <button type="button" disabled={choice.seats.length >= 6} onClick={addSeat}>{t('setup.addSeat')}</button>
        </fieldset>

        <fieldset className="presets">
          <legend>{t('setup.preset')}</legend>
          <p className="muted">{t('setup.presetHint')}</p>
          <div className="preset-list" role="radiogroup" aria-label={t('setup.preset')}>
            {PRESET_IDS.map((id) => (
              <label key={id} className={`preset${choice.preset === id ? ' selected' : ''}`}>
                <input type="radio" name="preset" value={id} checked={choice.preset === id} onChange={() => pickPreset(id)} />
                <strong>{t(`presets.${id}.name`)}</strong>
                <small>{t(`presets.${id}.blurb`)}</small>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="options">
          <legend>
            <button type="button" aria-expanded={showOptions} onClick={() => setShowOptions(!showOptions)}>
              {showOptions ? t('setup.hideOptions') : t('setup.showOptions')}
            </button>
          </legend>
          {showOptions ? (
            <table className="options-table">
              <tbody>
                {orderedOptions.map((name) => (
                  <OptionRow key={name} name={name} value={choice.options[name]} penalty={choice.options.penalty} highlight={optional.has(name)} onChange={(v) => update({ options: { ...choice.options, [name]: v } })} />
                ))}
              </tbody>
            </table>
          ) : null}
        </fieldset>

        <fieldset className="match">
          <label>
            {t('setup.match')}{' '}
            <input type="number" min={1} max={9} value={choice.targetWins} onChange={(e) => update({ targetWins: Math.max(1, Math.min(9, Number(e.target.value) || 1)) })} />
          </label>
          <label>
            <input type="checkbox" checked={choice.dice3d} onChange={(e) => update({ dice3d: e.target.checked })} /> {t('setup.dice3d')}
          </label>
        </fieldset>
        <fieldset className="phones-setup">
          <label>
            <input type="checkbox" name="phones" checked={choice.phones === true} onChange={(e) => update({ phones: e.target.checked })} aria-describedby="phones-hint" /> {t('setup.phones')}
          </label>
          <p id="phones-hint" className="muted">{t('setup.phonesHint')}</p>
        </fieldset>
        <div className="setup-buttons">
          <button type="button" onClick={() => game.go('menu')}>{t('app.back')}</button>
          <button type="submit" className="primary big" disabled={game.busy}>{t('setup.start')}</button>
        </div>
      </form>
    </main>
  );
}

/** An option's help key under these rules: with O-PENALTY lives (R-LIVES) its lives text where it has one (no lost die is promised). */
export function optionHelpKey(name: RuleOptionName, penalty: RuleOptions['penalty'], exists: (key: string) => boolean): string {
  return penalty === 'lives' && exists(`options.${name}.helpLives`) ? `options.${name}.helpLives` : `options.${name}.help`;
}

function OptionRow<K extends RuleOptionName>(props: { name: K; value: RuleOptions[K]; penalty: RuleOptions['penalty']; highlight: boolean; onChange: (v: RuleOptions[K]) => void }): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const { name, value, onChange } = props;
  const values = OPTION_VALUES[name] as readonly RuleOptions[K][];
  const id = `opt-${name}`;
  const label = (v: RuleOptions[K]): string => (typeof v === 'number' ? String(v) : t(`values.${String(v)}` as 'values.true'));
  return (
    <tr className={props.highlight ? 'optional' : ''}>
      <th scope="row">
        <label htmlFor={id} title={OPTION_RULE_IDS[name]}>{t(`options.${name}.label` as 'options.calzo.label')}</label>
      </th>
      <td>
        <select id={id} value={String(value)} onChange={(e) => onChange(values.find((v) => String(v) === e.target.value) ?? value)} aria-describedby={`${id}-help`}>
          {values.map((v) => <option key={String(v)} value={String(v)}>{label(v)}</option>)}
        </select>
      </td>
      <td id={`${id}-help`} className="help">{t(optionHelpKey(name, props.penalty, (k) => i18n.exists(k)) as 'options.calzo.help')}</td>
    </tr>
  );
}
