import { unsupportedNodeMessage } from './supported-node';

describe('the supported Node.js versions', () => {
  it.each(['22.18.0', '22.23.3', '24.0.0', '24.21.0', '26.10.0'])('runs on Node %s', (version) => {
    expect(unsupportedNodeMessage(version)).toBeNull();
  });

  it.each(['20.20.2', '21.7.3', '22.12.0', '22.17.1', '18.20.8'])(
    'refuses Node %s in one line naming both versions',
    (version) => {
      const message = unsupportedNodeMessage(version);
      expect(message).toContain('Node.js 22.18 or newer');
      expect(message).toContain(`this is Node.js ${version}`);
      expect(message).not.toContain('\n');
    },
  );
});
