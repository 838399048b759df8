import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { RenderAfterFirst } from '../render-after-first';

describe('RenderAfterFirst', () => {
  it('commits the placeholder first and its children in the render after', async () => {
    const committed: string[] = [];
    const Probe = ({ name }: { name: string }) => {
      useLayoutEffect(() => {
        committed.push(name);
      }, [name]);
      return <p>{name}</p>;
    };
    render(
      <RenderAfterFirst placeholder={<Probe name="placeholder" />}>
        <Probe name="details" />
      </RenderAfterFirst>,
    );
    expect(await screen.findByText('details')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    expect(committed).toEqual(['placeholder', 'details']);
  });
});
