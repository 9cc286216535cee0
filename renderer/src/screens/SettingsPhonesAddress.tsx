// Settings: the phones' listener's address (issue 42 item 11), for a computer on several networks.
// Empty: the first local-network address. The host takes only an address of this computer; its
// refusal (a typed error, nothing changed) is shown beside the field.
import { useTranslation } from 'react-i18next';
import { AddressSetting, addressPatch } from './AddressSetting';

/** The patch for what was typed: empty is "automatic" (null), else the address as typed, trimmed. */
export function phonesAddressPatch(text: string): { phonesAddress: string | null } {
  return addressPatch('phonesAddress', text);
}

export function SettingsPhonesAddress(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <AddressSetting
      setting="phonesAddress"
      id="set-phones-address"
      type="text"
      inputMode="decimal"
      label={t('settings.phonesAddress')}
      placeholder={t('settings.phonesAddressAuto')}
      help={t('settings.phonesAddressHelp')}
      save={t('settings.phonesAddressSave')}
      saved={t('settings.phonesAddressSaved')}
    />
  );
}
