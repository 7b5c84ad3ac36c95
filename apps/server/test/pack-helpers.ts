/**
 * A site's pack (src/modules/sites/site-pack.ts) with its JSON header changed by `edit`, the parts
 * left as they are: a pack as an older server wrote it, or as a fault left it.
 */
export function withPackHeader(pack: Buffer, edit: (header: Record<string, unknown>) => void): Buffer {
  const magic = 'pm-pack 1\n'.length;
  const jsonEnd = magic + 4 + pack.readUInt32BE(magic);
  const header = JSON.parse(pack.subarray(magic + 4, jsonEnd).toString()) as Record<string, unknown>;
  edit(header);
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([pack.subarray(0, magic), length, json, pack.subarray(jsonEnd)]);
}
