import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { useEffect, useState } from 'react';
import type { BlockEntry, BlockManifest } from '#contracts/block-manifest.ts';
import { schemaTypeText } from '#contracts/json-schema.ts';

/** dist/blocks.json, which main.ts serves at /cms-dist/ (`npm run build` writes it). */
const BLOCKS_JSON = './cms-dist/blocks.json';

/** The block a story file shows, by its title's last part (`Commerce/cart`); undefined for the UI kit and the editor. */
function useBlockEntry(): BlockEntry | undefined {
  const { preparedMeta } = useOf('meta', ['meta']);
  const name = preparedMeta.title.split('/').pop();
  const [entry, setEntry] = useState<BlockEntry>();
  useEffect(() => {
    let current = true;
    void fetch(BLOCKS_JSON)
      .then((response) => (response.ok ? (response.json() as Promise<BlockManifest>) : null))
      .then((manifest) => current && setEntry(manifest?.blocks.find((block) => block.name === name)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [name]);
  return entry;
}

/** A block's reference as docs/blocks.md gives it: what it is, where it renders, and each prop a slot may set. */
function BlockReference({ entry }: { entry: BlockEntry }) {
  const props = Object.entries(entry.props.properties ?? {});
  const required = new Set(entry.props.required ?? []);
  return (
    <section aria-label="Reference">
      <p>
        <strong>{entry.title}</strong>: {entry.description} Slot: <code>{`<div data-block="${entry.name}"></div>`}</code>;{' '}
        {entry.serverRender ? 'renders on the server as a guest' : 'renders in the browser only'}. The whole reference is in{' '}
        <a href="./docs/blocks.md">docs/blocks.md</a> and the <a href="./docs/host-contract.md">host contract</a>.
      </p>
      {props.length === 0 ? (
        <p>It takes no props.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>prop</th>
              <th>type</th>
              <th>required</th>
              <th>what it is</th>
            </tr>
          </thead>
          <tbody>
            {props.map(([name, schema]) => (
              <tr key={name}>
                <td>
                  <code>{name}</code>
                </td>
                <td>
                  <code>{schemaTypeText(schema)}</code>
                </td>
                <td>{required.has(name) ? 'yes' : 'no'}</td>
                <td>{[schema.title, schema.description].filter(Boolean).join(': ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Each story file's docs page: for a block, its reference first, then every state the spec names, side by side. */
export function BlockDocsPage() {
  const entry = useBlockEntry();
  return (
    <>
      <Title />
      <Subtitle />
      {entry ? <BlockReference entry={entry} /> : null}
      <Description />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
