/** Runs at most `size` pieces of work at once; the rest wait their turn, first come first served. */
export class WorkSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Pieces of work running and waiting, for tests and metrics. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}

/** `WorkSlots` of `size` for each key (a user, say): made when first asked for, dropped when idle. */
export class KeyedWorkSlots {
  private readonly slots = new Map<string, WorkSlots>();

  constructor(private readonly size: number) {}

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    let slots = this.slots.get(key);
    if (!slots) this.slots.set(key, (slots = new WorkSlots(this.size)));
    try {
      return await slots.run(work);
    } finally {
      const { active, waiting } = slots.load;
      if (active === 0 && waiting === 0 && this.slots.get(key) === slots) this.slots.delete(key);
    }
  }

  /** Keys with work running or waiting, for tests. */
  get keys(): number {
    return this.slots.size;
  }
}
