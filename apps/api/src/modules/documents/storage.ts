import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DOCUMENT_SIGNATURE_BYTES } from '@conto-gioco/shared/document-rules';

/** Storage names are 32 random hex characters: nothing about the player or the file, never guessable. */
const STORAGE_KEY = /^[0-9a-f]{32}$/;

export type SavedFile = {
  storageKey: string;
  sizeBytes: number;
  sha256: string;
  /** The first bytes, to tell the real type. */
  head: Buffer;
};

/**
 * Identity documents on disk, in a folder of their own outside the web root (DOCUMENTS_DIR), each
 * under a random name, readable by the server's user only. Only their owner reads them back, through
 * GetDocument.
 */
export class DocumentStorage {
  private constructor(
    readonly dir: string,
    private readonly temporary: boolean,
  ) {}

  /** The folder, created when missing (mode 700); without one, a temporary folder removed by close(). */
  static async open(dir: string | null): Promise<DocumentStorage> {
    if (dir) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      return new DocumentStorage(path.resolve(dir), false);
    }
    return new DocumentStorage(await mkdtemp(path.join(os.tmpdir(), 'conto-gioco-documents-')), true);
  }

  private pathOf(storageKey: string): string {
    if (!STORAGE_KEY.test(storageKey)) throw new Error('invalid storage key');
    return path.join(this.dir, storageKey);
  }

  /** Writes the stream under a new random name, hashing and counting it on the way. */
  async save(source: Readable): Promise<SavedFile> {
    const storageKey = randomBytes(16).toString('hex');
    const hash = createHash('sha256');
    let sizeBytes = 0;
    let head = Buffer.alloc(0);
    const inspect = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        sizeBytes += chunk.length;
        if (head.length < DOCUMENT_SIGNATURE_BYTES) {
          head = Buffer.concat([head, chunk.subarray(0, DOCUMENT_SIGNATURE_BYTES - head.length)]);
        }
        callback(null, chunk);
      },
    });
    const target = this.pathOf(storageKey);
    try {
      await pipeline(source, inspect, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      await this.remove(storageKey);
      throw error;
    }
    return { storageKey, sizeBytes, sha256: hash.digest('hex'), head };
  }

  open(storageKey: string): ReadStream {
    return createReadStream(this.pathOf(storageKey));
  }

  async remove(storageKey: string): Promise<void> {
    await unlink(this.pathOf(storageKey)).catch(() => undefined);
  }

  /** Removes the folder when it was a temporary one (tests); a configured folder stays. */
  async close(): Promise<void> {
    if (this.temporary) await rm(this.dir, { recursive: true, force: true });
  }
}

/** Reads a stream to its end and throws the data away (a refused upload must still be consumed). */
export async function drain(source: Readable): Promise<void> {
  await pipeline(
    source,
    new Writable({
      write(_chunk, _encoding, callback) {
        callback();
      },
    }),
  );
}
