import { render, screen } from '@testing-library/react';
import { Profiler, useLayoutEffect } from 'react';
import { RenderAfterFirst } from '../render-after-first';

// Each commit's layout effects run together; a probe records which commit it mounted in.
let commit = 0;
const committed: [string, number][] = [];
const Probe = ({ name }: { name: string }) => {
  useLayoutEffect(() => {
    committed.push([name, commit]);
  }, [name]);
  return <p>{name}</p>;
};
// Called once per commit of the tree under it, after its children's layout effects.
const countCommit = () => {
  commit += 1;
};

beforeEach(() => {
  commit = 0;
  committed.length = 0;
});

describe('RenderAfterFirst', () => {
  it('commits the placeholder first and its children in the render after', async () => {
    render(
      <RenderAfterFirst placeholder={<Probe name="placeholder" />}>
        <Probe name="details" />
      </RenderAfterFirst>,
    );
    expect(await screen.findByText('details')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    expect(committed.map(([name]) => name)).toEqual(['placeholder', 'details']);
  });

  it('brings parts of later turns in later commits, one turn per commit; turn 0 comes with the first', async () => {
    const parts = [0, 1, 2, 3];
    render(
      <Profiler id="parts" onRender={countCommit}>
        {parts.map((turn) => (
          <RenderAfterFirst key={turn} turn={turn} placeholder={<Probe name={`placeholder ${turn}`} />}>
            <Probe name={`part ${turn}`} />
          </RenderAfterFirst>
        ))}
      </Profiler>,
    );
    expect(await screen.findByText('part 3')).toBeInTheDocument();
    const mountedIn = (name: string) => committed.find(([each]) => each === name)?.[1];
    // The probes' effects run before the profiler counts the commit they are in: the first commit is number 0.
    expect(parts.map((turn) => mountedIn(`part ${turn}`))).toEqual([0, 1, 2, 3]);
    expect(mountedIn('placeholder 0')).toBeUndefined();
    expect(parts.slice(1).map((turn) => mountedIn(`placeholder ${turn}`))).toEqual([0, 0, 0]);
  });
});
