// Issue 38: who you are at an online table (name, cup colour, face), shared by Create and Join.
import { useTranslation } from 'react-i18next';
import { FACE_IDS, type FaceId } from '../../logic/online';
import { CUP_COLOURS } from '../../logic/palette';

export interface Person {
  name: string;
  color: string;
  face: FaceId;
}

export function PersonFields(props: { person: Person; onChange: (p: Person) => void }): React.JSX.Element {
  const { t } = useTranslation();
  const { person, onChange } = props;
  return (
    <fieldset className="online-person">
      <legend>{t('online.you')}</legend>
      <label>
        {t('online.name')}{' '}
        <input className="online-name" type="text" maxLength={32} required value={person.name} onChange={(e) => onChange({ ...person, name: e.target.value })} />
      </label>{' '}
      <label>
        {t('online.colour')}{' '}
        <select value={person.color} onChange={(e) => onChange({ ...person, color: e.target.value })}>
          {CUP_COLOURS.map((c) => <option key={c.id} value={c.hex}>{t(`colours.${c.id}`)}</option>)}
        </select>
      </label>{' '}
      <label>
        {t('online.face')}{' '}
        <select value={person.face} onChange={(e) => onChange({ ...person, face: e.target.value as FaceId })}>
          {FACE_IDS.map((f) => <option key={f} value={f}>{t(`online.faces.${f}`)}</option>)}
        </select>
      </label>
    </fieldset>
  );
}
