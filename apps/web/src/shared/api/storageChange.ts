/** Resolves when another tab changes `key` (or clears storage), or after `timeoutMs`. */
export function storageChange(key: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) done();
    };
    const timer = window.setTimeout(done, Math.max(timeoutMs, 0));
    window.addEventListener('storage', onStorage);
  });
}
