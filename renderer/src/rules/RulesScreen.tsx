// The Rules screen (issue 26 item 1): the aim, a round step by step, and every rule a rule set plays,
// each with its rule id and, where it helps, a small example drawn with the table's dice. Built from
// the engine's option tables (engine/option-sections.ts) and the prose of the i18next namespace 'rules'
// (i18n/locales/rules.*.ts). Opened from the
// menu, the table's header, F1 and every badge of the table; the game's rule set opens first, its
// options marked as played in this game.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countFace, PRESET_IDS, resolveRules, ruleSectionsOf, type Face, type OptionSection, type PresetId, type RuleOptionName, type RuleOptions } from '../../../engine/index';
import { bidWords, LANGUAGES, type Jargon, type Language } from '../i18n/jargon';
import type { RuleTopic } from '../state/rules';
import { useSettings } from '../state/settings';
import { Die2D } from '../table/Die2D';
import { Modal } from '../table/Modal';
import { EXAMPLES, exampleKeyOf, type ExampleKey } from './examples';
import { mechanismKey, optionValueKey, ROUND_STEPS } from './text';
// issue 42 item 4: a rule section links to its lessons
import { LessonLinks } from '../tutorial/LessonLinks';

function wildFaceOf(o: RuleOptions): Face | null {
  return o.wild === 'aces' ? 1 : o.wild === 'blank' ? 6 : null;
}

/** A setup value as the setup screen names it ("On", "Palifico", "5"). */
function useValueLabel(): (v: unknown) => string {
  const { t } = useTranslation();
  return (v) => (typeof v === 'number' ? String(v) : t(`values.${String(v)}` as 'values.true'));
}

/** The Rules screen's words: the i18next namespace 'rules' (issue 39.5), keys as RulesText's paths (rules/text.ts). */
type RulesWords = (key: string, vars?: Readonly<Record<string, string | number>>) => string;

function useRulesWords(): RulesWords {
  const { t } = useTranslation('rules');
  // the examples' keys hold a colon ("wild:aces"): no namespace in a key
  return (key, vars) => t(key, { ...vars, nsSeparator: false });
}

function Example(props: { id: ExampleKey; options: RuleOptions; words: RulesWords; jargon: Jargon; language: Language; colon: string }): React.JSX.Element {
  const { id, options, words, jargon } = props;
  const ex: (typeof EXAMPLES)[ExampleKey] = EXAMPLES[id];
  const wild = ex.wild === 'game' ? wildFaceOf(options) : ex.wild;
  const blank = ('blank' in ex && ex.blank === true) || options.wild === 'blank';
  const say = (b: { count: number; face: Face }): string => bidWords(b.count, b.face, jargon, { blankDie: blank });
  const hands = 'hands' in ex ? ex.hands : undefined;
  const bid = 'bid' in ex ? ex.bid : undefined;
  const to = 'to' in ex ? ex.to : undefined;
  // a reveal's count, where the example is one (a bid and the bid after it is not)
  const count = hands && bid && !to ? countFace(hands.map((h) => h.filter((f): f is Face => f !== 0)), bid.face, wild).total : null;
  const chips = 'chips' in ex ? ex.chips : undefined;
  const mark = (f: Face | 0): 'counted' | 'wild' | null => (!bid ? null : f === bid.face ? 'counted' : wild !== null && wild !== bid.face && f === wild ? 'wild' : null);
  // issue 42 item 5: the caption reads what the rules play (a life lost under O-PENALTY lives, not a die)
  const caption = words(mechanismKey(props.language, `examples.${id}`, options), { bid: bid ? say(bid) : '', to: to ? say(to) : '', count: count ?? '' });
  return (
    <figure className="rule-example" data-example={id}>
      <div className="rule-example-art" aria-hidden="true">
        {hands ? (
          <span className="rule-example-hands">
            {hands.map((hand, i) => (
              <span key={i} className="rule-example-hand">
                {hand.map((f, j) => (f === 0 ? <span key={j} className="die-hidden">?</span> : <Die2D key={j} face={f} blank={blank} mark={mark(f)} size={26} label="" />))}
              </span>
            ))}
          </span>
        ) : null}
        {chips ? (
          <span className="rule-example-chips">
            {Array.from({ length: chips.players }, (_, i) => (
              <span key={i} className="rule-chip">{chips.each}</span>
            ))}
            <span className="rule-example-arrow">→</span>
            <span className="rule-chip pot">{chips.each * chips.players}</span>
          </span>
        ) : null}
        {bid ? <span className="rule-example-bid">{say(bid)}</span> : null}
        {to ? (
          <>
            <span className="rule-example-arrow">→</span>
            <span className="rule-example-bid">{say(to)}</span>
          </>
        ) : null}
        {count !== null ? <span className="rule-example-count">{words('ui.count', { count })}</span> : null}
      </div>
      <figcaption>
        <strong>{words('ui.example')}{props.colon.trimEnd()}</strong> {caption}
      </figcaption>
    </figure>
  );
}

export function RulesScreen(props: {
  /** The game being played: its rule set opens first, its options marked. */
  game: { preset: PresetId; options: RuleOptions } | null;
  initialPreset: PresetId | null;
  topic: RuleTopic | null;
  onClose: () => void;
}): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const chosen = useSettings((s) => s.language);
  // the language the words are read in (the settings' language, set on i18next): its colon and its text keys
  const language: Language = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : chosen;
  const jargon = useSettings((s) => s.jargon);
  const words = useRulesWords();
  const valueLabel = useValueLabel();
  const [preset, setPreset] = useState<PresetId>(props.initialPreset ?? props.game?.preset ?? 'chile');
  const isGame = props.game !== null && props.game.preset === preset;
  const options = isGame && props.game ? props.game.options : null;
  const { on, off } = ruleSectionsOf(preset, options ?? undefined);
  const allOptions: RuleOptions = options ?? resolveRules(preset);
  // French typography: a narrow no-break space before the colon
  const colon = language === 'fr' ? '\u202f: ' : ': ';
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // the section a badge named: scrolled to and focused (after the dialog took the focus)
    if (!props.topic) return;
    const section = document.getElementById(`rule-${props.topic}`);
    const heading = section?.querySelector<HTMLElement>('h3') ?? section;
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  }, [props.topic]);

  const mark = (s: OptionSection): string => words(isGame ? (s.changed ? 'ui.changedInGame' : 'ui.onInGame') : 'ui.onInPreset');
  const title = (name: RuleOptionName): string => words(`options.${name}.title`);
  const optionText = (s: OptionSection): string => {
    const found = optionValueKey(language, s.name, s.value, allOptions);
    return found ? words(found.key, found.vars) : '';
  };
  const steps = ROUND_STEPS.filter((s) => s !== 'calzo' || allOptions.calzo);

  return (
    <Modal title={words('ui.title')} label="rules" wide onEscape={props.onClose}>
      <div className="rules-screen" data-preset={preset} data-game={isGame ? 'yes' : 'no'}>
        <div className="rules-top">
          <div className="rules-presets" role="group" aria-label={words('ui.presets')}>
            {PRESET_IDS.map((id) => (
              <button
                key={id}
                type="button"
                aria-pressed={id === preset}
                className={`rules-preset${id === preset ? ' selected' : ''}${props.game?.preset === id ? ' in-game' : ''}`}
                data-preset={id}
                onClick={() => {
                  setPreset(id);
                  body.current?.scrollTo({ top: 0 });
                }}
              >
                {t(`presets.${id}.name`)}
              </button>
            ))}
          </div>
          <button type="button" className="rules-close" onClick={props.onClose} aria-keyshortcuts="Escape">
            {words('ui.close')}
          </button>
        </div>
        <div className="rules-body">
          <nav className="rules-toc" aria-label={words('ui.contents')}>
            <ol>
              <li><a href="#rule-aim">{words('aim.title')}</a></li>
              <li><a href="#rule-round">{words('round.title')}</a></li>
              {on.map((s) => (
                <li key={s.name}><a href={`#rule-${s.name}`}>{title(s.name)}</a></li>
              ))}
              {off.length > 0 ? <li><a href="#rule-off">{words('ui.notInPreset')}</a></li> : null}
            </ol>
          </nav>
          <div className="rules-text" ref={body} tabIndex={-1}>
            <h3 className="rules-heading">{words(isGame ? 'ui.thisGame' : 'ui.presetRules', { preset: t(`presets.${preset}.name`) })}</h3>
            <p className="muted">{t(`presets.${preset}.blurb`)}</p>
            <ul className="rules-marks" aria-label={words(isGame ? 'ui.onInGame' : 'ui.onInPreset')}>
              {on.map((s) => (
                <li key={s.name} data-option={s.name} data-marked={isGame ? 'game' : 'preset'} className={s.changed ? 'changed' : ''}>
                  <a href={`#rule-${s.name}`}>
                    <span aria-hidden="true">✓ </span>
                    {t(`options.${s.name}.label` as 'options.calzo.label')}{colon}{valueLabel(s.value)}
                  </a>
                </li>
              ))}
            </ul>
            <section id="rule-aim" className="rule">
              <h3 tabIndex={-1}>{words('aim.title')}</h3>
              <p>{words(mechanismKey(language, 'aim.body', allOptions))}</p>
              <LessonLinks topic="aim" options={allOptions} />
            </section>
            <section id="rule-round" className="rule">
              <h3 tabIndex={-1}>{words('round.title')} <small className="rule-id">R-BID · R-RAISE · R-DUDO</small></h3>
              <ol className="rule-steps">
                {steps.map((s) => (
                  <li key={s}>{words(s === 'loss' && allOptions.penalty === 'lives' ? 'round.lossLives' : `round.steps.${s}`)}</li>
                ))}
              </ol>
              <Example id="round" options={allOptions} words={words} jargon={jargon} language={language} colon={colon} />
            </section>
            {on.map((s) => {
              const ex = exampleKeyOf(s.name, s.value);
              return (
                <section key={s.name} id={`rule-${s.name}`} className="rule" data-option={s.name} data-on="true" data-marked={isGame ? 'game' : 'preset'}>
                  <h3 tabIndex={-1}>
                    {title(s.name)} <small className="rule-id" title={words('ui.rule')}>{s.ruleId}</small>{' '}
                    <span className={`rule-mark${s.changed ? ' changed' : ''}`}>✓ {mark(s)}</span>
                  </h3>
                  <p>{optionText(s)}</p>
                  {ex ? <Example id={ex} options={allOptions} words={words} jargon={jargon} language={language} colon={colon} /> : null}
                  <LessonLinks topic={s.name} options={allOptions} />
                </section>
              );
            })}
            {off.length > 0 ? (
              <section id="rule-off" className="rule rule-off">
                <h3 tabIndex={-1}>{words('ui.notInPreset')}</h3>
                <ul>
                  {off.map((s) => (
                    <li key={s.name} id={`rule-${s.name}`} data-option={s.name} data-on="false" tabIndex={-1}>
                      {/* issue 42 item 5: "Title: text", the rule id after it (a block id between them left ": " opening a line) */}
                      <strong>{title(s.name)}</strong>{colon}{optionText(s)} <small className="rule-id">{s.ruleId}</small>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      </div>
    </Modal>
  );
}
