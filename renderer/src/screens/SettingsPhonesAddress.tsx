// Settings: the phones' listener's address (issue 42 item 11), for a computer on several networks.
// Empty: the first local-network address. The host takes only an address of this computer; its
// refusal (a typed error, nothing changed) is shown beside the field.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../state/game';

/** The patch for what was typed: empty is "automatic" (null), else the address as typed, trimmed. */
export function phonesAddressPatch(text: string): { phonesAddress: string | null } {
  const address = text.trim();
  return { phonesAddress: address === '' ? null : address };
}

export function SettingsPhonesAddress(): React.JSX.Element {
  const { t } = useTranslation();
  const client = useGame((s) => s.client);
  const [text, setText] = useState('');
  const [note, setNote] = useState<{ kind: 'saved' | 'refused'; text: string } | null>(null);
  useEffect(() => {
    void client?.invoke('settings:get', {}).then((r) => {
      if (r.ok) setText(r.value.phonesAddress ?? '');
    });
  }, [client]);
  const save = async (): Promise<void> => {
    const r = await client?.invoke('settings:set', { patch: phonesAddressPatch(text) });
    if (!r) return;
    setNote(r.ok ? { kind: 'saved', text: t('settings.phonesAddressSaved') } : { kind: 'refused', text: r.error.message });
  };
  return (
    <>
      <label htmlFor="set-phones-address">{t('settings.phonesAddress')}</label>
      <span>
        <input
          id="set-phones-address"
          type="text"
          inputMode="decimal"
          value={text}
          placeholder={t('settings.phonesAddressAuto')}
          aria-describedby="set-phones-address-help"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save();
          }}
        />{' '}
        <button type="button" onClick={() => void save()}>{t('settings.phonesAddressSave')}</button>{' '}
        <small id="set-phones-address-help" className="muted" role={note?.kind === 'refused' ? 'alert' : undefined}>
          {note ? note.text : t('settings.phonesAddressHelp')}
        </small>
      </span>
    </>
  );
}
