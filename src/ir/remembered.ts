/**
 * Results remembered per owner, by identity (a document, an evaluated step), and a key within it: a stage asked again
 * with the same input hands back the same result, and an owner no one holds any more is forgotten with its results.
 */
export class Remembered<O extends object, T> {
  private readonly byOwner = new WeakMap<O, Map<string, T>>();

  get(owner: O, key: string, make: () => T): T {
    let byKey = this.byOwner.get(owner);
    if (!byKey) {
      byKey = new Map();
      this.byOwner.set(owner, byKey);
    }
    let result = byKey.get(key);
    if (result === undefined) {
      result = make();
      byKey.set(key, result);
    }
    return result;
  }
}
