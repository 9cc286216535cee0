// Settings: the online server (issue 38 item 1). ws:// only on this computer or its local network,
// wss:// anywhere else; a refused address is worded beside the field and nothing is saved.
import { useTranslation } from 'react-i18next';
import { checkServerAddress } from '../../../common/contract/index';
import { serverProblemKey } from '../logic/online';
import { useOnline } from '../state/online';
import { AddressSetting, addressPatch } from './AddressSetting';

/** The patch for what was typed: empty is "none" (null), else the address as typed, trimmed. */
export function serverAddressPatch(text: string): { serverAddress: string | null } {
  return addressPatch('serverAddress', text);
}

export function SettingsServerAddress(): React.JSX.Element {
  const { t } = useTranslation();
  // checked here first to word the reason; the host checks again (BAD_PAYLOAD, nothing saved)
  const precheck = (address: string): string | null => {
    const checked = checkServerAddress(address);
    return checked.ok ? null : t(serverProblemKey(checked.problem));
  };
  return (
    <AddressSetting
      setting="serverAddress"
      id="set-server-address"
      type="url"
      label={t('online.server.label')}
      placeholder={t('online.server.placeholder')}
      help={t('online.server.help')}
      save={t('online.server.save')}
      saved={t('online.server.saved')}
      buttonClass="server-address-save"
      precheck={precheck}
      onSaved={() => void useOnline.getState().load()}
    />
  );
}
