/** Where the nurse's draft stands, for the page's `aria-live` line. */
export type DraftStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export interface DraftSaverOptions<T> {
  /** Resolves true when the server kept the draft. */
  save: (value: T) => Promise<boolean>;
  delayMs: number;
  onStatus: (status: DraftStatus) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * Saves the newest value once typing pauses for `delayMs`; one save at a time, and a change made
 * while a save is under way is saved right after it, so the server always ends with the latest
 * answers and never an older one. A failed save is tried again at the next change or `flush`.
 */
export class DraftSaver<T> {
  private timer: unknown = undefined;
  private next: { value: T } | undefined;
  private saving = false;
  private stopped = false;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: DraftSaverOptions<T>) {
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer =
      options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  }

  schedule(value: T): void {
    if (this.stopped) return;
    this.next = { value };
    this.options.onStatus('pending');
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = this.setTimer(() => {
      this.timer = undefined;
      void this.run();
    }, this.options.delayMs);
  }

  /** Saves a pending value now (leaving the page, or before signing). */
  async flush(): Promise<void> {
    if (this.timer !== undefined) {
      this.clearTimer(this.timer);
      this.timer = undefined;
    }
    await this.run();
  }

  /** No more saves (the record was signed, or the page closed). */
  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
    this.next = undefined;
  }

  private async run(): Promise<void> {
    if (this.saving || !this.next || this.stopped) return;
    const { value } = this.next;
    this.next = undefined;
    this.saving = true;
    this.options.onStatus('saving');
    const ok = await this.options.save(value).catch(() => false);
    this.saving = false;
    if (this.stopped) return;
    if (!ok) {
      // Keep the unsaved value unless a newer one arrived meanwhile.
      this.next ??= { value };
      this.options.onStatus('failed');
      return;
    }
    if (this.next) await this.run();
    else this.options.onStatus('saved');
  }
}
