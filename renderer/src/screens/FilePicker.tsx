// A file chooser in the player's language (issue 26 item 6): the browser's own <input type="file"> says "Choose File
// / No file chosen" in the browser's language, whatever the app's; here it is hidden and a button of ours opens it.
import { useRef, useState } from 'react';

export function FilePicker(props: { label: string; accept: string; onText: (text: string) => void }): React.JSX.Element {
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  return (
    <span className="file-picker">
      <button type="button" onClick={() => input.current?.click()}>
        {props.label}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        accept={props.accept}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (!f) return;
          setName(f.name);
          void f.text().then(props.onText);
          e.target.value = ''; // the same file chosen again is read again
        }}
      />
      {name ? <span className="file-name">{name}</span> : null}
    </span>
  );
}
