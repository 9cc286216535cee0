// Settings: one address typed by the person and saved in the host's settings (the phones' listener, issue 42
// item 11; the online server, issue 38 item 1). Empty is null; the host checks it again (a typed refusal, nothing
// saved), and its refusal (or the one `precheck` words first) is shown beside the field.
import { useEffect, useState } from 'react';
import { useGame } from '../state/game';

type AddressKey = 'phonesAddress' | 'serverAddress';

/** The patch for what was typed: empty is null, else the address as typed, trimmed. */
export function addressPatch<K extends AddressKey>(key: K, text: string): Record<K, string | null> {
  const address = text.trim();
  return { [key]: address === '' ? null : address } as Record<K, string | null>;
}

export interface AddressSettingProps {
  readonly setting: AddressKey;
  /** The input's id (its help is `${id}-help`). */
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly help: string;
  readonly save: string;
  readonly saved: string;
  readonly type: 'url' | 'text';
  readonly inputMode?: 'decimal';
  readonly buttonClass?: string;
  /** A refusal worded before asking the host (null: none), for a non-empty address. */
  readonly precheck?: (address: string) => string | null;
  readonly onSaved?: () => void;
}

export function AddressSetting(props: AddressSettingProps): React.JSX.Element {
  const client = useGame((s) => s.client);
  const [text, setText] = useState('');
  const [note, setNote] = useState<{ kind: 'saved' | 'refused'; text: string } | null>(null);
  useEffect(() => {
    void client?.invoke('settings:get', {}).then((r) => {
      if (r.ok) setText(r.value[props.setting] ?? '');
    });
  }, [client, props.setting]);
  const save = async (): Promise<void> => {
    const patch = addressPatch(props.setting, text);
    const address = patch[props.setting];
    const refused = address === null ? null : (props.precheck?.(address) ?? null);
    if (refused !== null) return setNote({ kind: 'refused', text: refused });
    const r = await client?.invoke('settings:set', { patch });
    if (!r) return;
    setNote(r.ok ? { kind: 'saved', text: props.saved } : { kind: 'refused', text: r.error.message });
    if (r.ok) props.onSaved?.();
  };
  const helpId = `${props.id}-help`;
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <span>
        <input
          id={props.id}
          type={props.type}
          {...(props.inputMode ? { inputMode: props.inputMode } : {})}
          value={text}
          placeholder={props.placeholder}
          aria-describedby={helpId}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save();
          }}
        />{' '}
        <button type="button" {...(props.buttonClass ? { className: props.buttonClass } : {})} onClick={() => void save()}>{props.save}</button>{' '}
        <small id={helpId} className="muted" role={note?.kind === 'refused' ? 'alert' : undefined}>
          {note ? note.text : props.help}
        </small>
      </span>
    </>
  );
}
