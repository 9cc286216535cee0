// Placeholder until the 3D table lands (replaced below).
export default function Scene3D(): React.JSX.Element | null {
  return null;
}
