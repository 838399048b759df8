import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, configVariables } from './config';

const repositoryFile = (name: string): string => readFileSync(path.join(__dirname, '..', name), 'utf8');

describe('the configuration documentation', () => {
  const readme = repositoryFile('README.md');
  const envExample = repositoryFile('.env.example');

  it.each(configVariables.map((variable) => variable.name))('README.md documents %s in its table', (name) => {
    expect(readme).toContain(`| \`${name}\``);
  });

  it.each(configVariables.map((variable) => variable.name))('.env.example lists %s', (name) => {
    expect(envExample).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });

  it('.env.example, used as it is, is a valid configuration', () => {
    const assignments = envExample
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.split(/=(.*)/s, 2) as [string, string])
      .map(([name, value]) => [name, value.replace(/^"(.*)"$/, '$1')] as const);
    expect(() => loadConfig(Object.fromEntries(assignments))).not.toThrow();
  });
});
