// Settings: the online server (issue 38 item 1). ws:// only on this computer or its local network,
// wss:// anywhere else; a refused address is worded beside the field and nothing is saved.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkServerAddress } from '../../../common/contract/index';
import { serverProblemKey } from '../logic/online';
import { useGame } from '../state/game';
import { useOnline } from '../state/online';

/** The patch for what was typed: empty is "none" (null), else the address as typed, trimmed. */
export function serverAddressPatch(text: string): { serverAddress: string | null } {
  const address = text.trim();
  return { serverAddress: address === '' ? null : address };
}

export function SettingsServerAddress(): React.JSX.Element {
  const { t } = useTranslation();
  const client = useGame((s) => s.client);
  const [text, setText] = useState('');
  const [note, setNote] = useState<{ kind: 'saved' | 'refused'; text: string } | null>(null);
  useEffect(() => {
    void client?.invoke('settings:get', {}).then((r) => {
      if (r.ok) setText(r.value.serverAddress ?? '');
    });
  }, [client]);
  const save = async (): Promise<void> => {
    const patch = serverAddressPatch(text);
    // checked here first to word the reason; the host checks again (BAD_PAYLOAD, nothing saved)
    const checked = patch.serverAddress === null ? null : checkServerAddress(patch.serverAddress);
    if (checked && !checked.ok) return setNote({ kind: 'refused', text: t(serverProblemKey(checked.problem)) });
    const r = await client?.invoke('settings:set', { patch });
    if (!r) return;
    setNote(r.ok ? { kind: 'saved', text: t('online.server.saved') } : { kind: 'refused', text: r.error.message });
    if (r.ok) void useOnline.getState().load();
  };
  return (
    <>
      <label htmlFor="set-server-address">{t('online.server.label')}</label>
      <span>
        <input
          id="set-server-address"
          type="url"
          value={text}
          placeholder={t('online.server.placeholder')}
          aria-describedby="set-server-address-help"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save();
          }}
        />{' '}
        <button type="button" className="server-address-save" onClick={() => void save()}>{t('online.server.save')}</button>{' '}
        <small id="set-server-address-help" className="muted" role={note?.kind === 'refused' ? 'alert' : undefined}>
          {note ? note.text : t('online.server.help')}
        </small>
      </span>
    </>
  );
}
