// Settings: the two addresses a person may type, each an AddressSetting (they differ only in what they save and say).
// The phones' listener (issue 42 item 11), for a computer on several networks: empty is the first local-network
// address; the host takes only an address of this computer. The online server (issue 38 item 1): ws:// only on this
// computer or its local network, wss:// anywhere else. A refused address is worded beside its field, nothing saved.
import { useTranslation } from 'react-i18next';
import { checkServerAddress } from '../../../common/contract/index';
import { serverProblemKey } from '../logic/online';
import { useOnline } from '../state/online';
import { AddressSetting, addressPatch } from './AddressSetting';

/** The phones' address for what was typed: empty is "automatic" (null), else the address as typed, trimmed. */
export function phonesAddressPatch(text: string): { phonesAddress: string | null } {
  return addressPatch('phonesAddress', text);
}

/** The server's address for what was typed: empty is "none" (null), else the address as typed, trimmed. */
export function serverAddressPatch(text: string): { serverAddress: string | null } {
  return addressPatch('serverAddress', text);
}

export function SettingsAddresses(): React.JSX.Element {
  const { t } = useTranslation();
  // the server's address checked here first to word the reason; the host checks again (BAD_PAYLOAD, nothing saved)
  const serverPrecheck = (address: string): string | null => {
    const checked = checkServerAddress(address);
    return checked.ok ? null : t(serverProblemKey(checked.problem));
  };
  return (
    <>
      <AddressSetting setting="phonesAddress" id="set-phones-address" type="text" inputMode="decimal"
        label={t('settings.phonesAddress')} placeholder={t('settings.phonesAddressAuto')} help={t('settings.phonesAddressHelp')} save={t('settings.phonesAddressSave')} saved={t('settings.phonesAddressSaved')} />
      <AddressSetting setting="serverAddress" id="set-server-address" type="url" buttonClass="server-address-save" precheck={serverPrecheck} onSaved={() => void useOnline.getState().load()}
        label={t('online.server.label')} placeholder={t('online.server.placeholder')} help={t('online.server.help')} save={t('online.server.save')} saved={t('online.server.saved')} />
    </>
  );
}
