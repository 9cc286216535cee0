// The felt both tables share (the live table and the replay): the 3D scene when it is on, with its
// camera-reset button, under the seat cards and the centre the screen puts inside.
import { Suspense, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCamera } from '../state/camera';
import { useCenterRoom } from './useCenterRoom';

export function Felt(props: { use3d: boolean; scene: ReactNode; extraClass?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'children'>): React.JSX.Element {
  const { use3d, scene, extraClass, children, ...rest } = props;
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // the 2D oval: the centre's lines wrap between the side cards (the 3D cards sit beside their cups)
  useCenterRoom(ref, !use3d);
  return (
    <div ref={ref} className={`felt${use3d ? ' with-3d' : ''}${extraClass ? ` ${extraClass}` : ''}`} {...rest}>
      {use3d ? <Suspense fallback={null}>{scene}</Suspense> : null}
      {use3d ? (
        <button type="button" className="camera-reset" aria-keyshortcuts="R" title={t('scene.cameraKeys')} onClick={() => useCamera.getState().reset()}>
          {t('scene.cameraReset')}
        </button>
      ) : null}
      {children}
    </div>
  );
}
