// A person seat's profile at the setup: pick a known person (their name and cup come with them) or
// "new person" (the name typed; the host makes the profile when the game ends). Bots have none.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../common/contract/index';
import { useGame } from '../state/game';
import './history.css';

/** The people's profiles the host keeps (stats:get), once per mount; empty until it answers. */
export function useProfiles(): readonly Profile[] {
  const client = useGame((s) => s.client);
  const [profiles, setProfiles] = useState<readonly Profile[]>([]);
  useEffect(() => {
    if (!client) return;
    let live = true;
    void client.invoke('stats:get', {}).then((r) => live && r.ok && setProfiles(r.value.profiles));
    return () => {
      live = false;
    };
  }, [client]);
  return profiles;
}

export function ProfilePicker(props: {
  readonly index: number;
  readonly profiles: readonly Profile[];
  readonly profileId: string | undefined;
  readonly onPick: (patch: { profileId: string | undefined; name?: string; colour?: string }) => void;
}): React.JSX.Element | null {
  const { t } = useTranslation();
  if (props.profiles.length === 0) return null;
  const known = props.profiles.some((p) => p.id === props.profileId);
  return (
    <select
      className="profile-picker"
      aria-label={t('setup.profileOf', { n: props.index + 1 })}
      value={known ? props.profileId : ''}
      onChange={(e) => {
        const p = props.profiles.find((x) => x.id === e.target.value);
        props.onPick(p ? { profileId: p.id, name: p.name, colour: p.color } : { profileId: undefined });
      }}
    >
      <option value="">{t('setup.newProfile')}</option>
      {props.profiles.map((p) => <option key={p.id} value={p.id}>{t('setup.profileOption', { name: p.name })}</option>)}
    </select>
  );
}
