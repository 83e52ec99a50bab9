/**
 * A resource made on first use: the stack creates a queue, bucket or secret only once a row asks for it,
 * so a route table without (say) WhatsApp synthesizes no WhatsApp secrets.
 */
export class Once<T> {
  private value?: T;
  constructor(private readonly make: () => T) {}
  /** The resource, made now if no one asked before. */
  get = (): T => (this.value ??= this.make());
  /** The resource if it was made, without making it. */
  get made(): T | undefined {
    return this.value;
  }
}
