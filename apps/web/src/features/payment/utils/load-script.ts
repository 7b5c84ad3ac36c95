const loads = new Map<string, Promise<boolean>>();

/**
 * Adds the script at `src` to the page once; resolves to whether it loaded. A failed load is
 * forgotten, so a later try (back online) adds it again.
 */
export function loadScript(src: string): Promise<boolean> {
  let load = loads.get(src);
  if (!load) {
    load = new Promise<boolean>((resolve) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve(true);
      script.onerror = () => {
        script.remove();
        loads.delete(src);
        resolve(false);
      };
      document.body.append(script);
    });
    loads.set(src, load);
  }
  return load;
}
