/** Splits argv into positional arguments and `--name value` / `--flag` options. */
export function parseArgs(argv: string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const next = argv[i + 1];
      if (inline !== undefined) options.set(name, inline);
      else if (next !== undefined && !next.startsWith('--')) options.set(name, argv[++i]!);
      else options.set(name, 'true');
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
}

/** A non-negative integer option, or undefined when absent. */
export function intOption(options: Map<string, string>, name: string): number | undefined {
  const raw = options.get(name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name} must be a non-negative integer`);
  return value;
}
