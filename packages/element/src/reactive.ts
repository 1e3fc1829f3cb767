/**
 * The small part of Lit's ReactiveElement that <variant-board> uses, so that a page of
 * diagrams or of boards that are played loads no template library: declared properties backed by attributes (with
 * converters and reflection), batched asynchronous updates (`requestUpdate`,
 * `updateComplete`, `scheduleUpdate`, `willUpdate`, `updated`), an open shadow root with
 * adopted stylesheets. Subclasses draw in `update()`. The timing matches Lit's, so code that
 * awaits `updateComplete` behaves the same with either.
 */
export interface PropertyDeclaration {
  /** String, Number or Boolean: how the attribute's text becomes the value. */
  readonly type?: StringConstructor | NumberConstructor | BooleanConstructor;
  /** The attribute's name (default: the property's name in lower case). */
  readonly attribute?: string;
  /** Write the value back to the attribute after each update. */
  readonly reflect?: boolean;
  readonly converter?: { fromAttribute(value: string | null): unknown };
}

export type PropertyValues = Map<PropertyKey, unknown>;

interface ClassInfo {
  /** Attribute name -> property name. */
  attrs: Map<string, string>;
  /** Property name -> its declaration and attribute name. */
  props: Map<string, PropertyDeclaration & { attr: string }>;
}

const infos = new WeakMap<Function, ClassInfo>();

/** Turns an attribute's text into a property value, as Lit's default converter does. */
function fromAttribute(d: PropertyDeclaration, text: string | null): unknown {
  if (d.converter) return d.converter.fromAttribute(text);
  if (d.type === Boolean) return text !== null;
  if (d.type === Number) return text === null ? null : Number(text);
  return text;
}

export abstract class ReactiveBase extends HTMLElement {
  static properties: Record<string, PropertyDeclaration> = {};
  /** Adds the element's stylesheet to each new shadow root (`adopter` of adopt.ts). */
  static _adoptStyles: ((root: ShadowRoot) => void) | null = null;

  /** Creates the accessors once per class (on first use). */
  static _rbInfo(): ClassInfo {
    let info = infos.get(this);
    if (info) return info;
    info = { attrs: new Map(), props: new Map() };
    for (const [name, d] of Object.entries(this.properties)) {
      const attr = d.attribute ?? name.toLowerCase();
      info.attrs.set(attr, name);
      info.props.set(name, { ...d, attr });
      Object.defineProperty(this.prototype, name, {
        get(this: ReactiveBase) {
          return this._rbValues.get(name);
        },
        set(this: ReactiveBase, value: unknown) {
          const old = this._rbValues.get(name);
          this._rbValues.set(name, value);
          this.requestUpdate(name, old);
        },
        configurable: true,
        enumerable: true,
      });
    }
    infos.set(this, info);
    return info;
  }

  static get observedAttributes(): string[] {
    return [...this._rbInfo().attrs.keys()];
  }

  _rbValues = new Map<string, unknown>();
  _rbChanged: PropertyValues = new Map();
  /** Properties to write back to their attributes in the next update. */
  _rbReflect = new Set<string>();
  /** The property being set from its attribute (so that it is not reflected back). */
  _rbFromAttr: string | null = null;
  isUpdatePending = false;
  hasUpdated = false;
  _rbPromise: Promise<boolean>;
  _rbConnected!: () => void;

  constructor() {
    super();
    const info = (this.constructor as typeof ReactiveBase)._rbInfo();
    // Values set on the element before its class was defined shadow the accessors: they are taken
    // out now and set again at the first update, after the constructors' defaults (as Lit does).
    for (const name of info.props.keys()) {
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        (this._rbEarly ??= []).push([name, (this as unknown as Record<string, unknown>)[name]]);
        delete (this as unknown as Record<string, unknown>)[name];
      }
    }
    // The first update waits for the element to be in a document.
    this._rbPromise = new Promise<boolean>((ok) => (this._rbConnected = () => ok(true)));
    this.requestUpdate();
  }

  _rbEarly: [string, unknown][] | null = null;

  _rbRoot: ShadowRoot | null = null;
  get renderRoot(): ShadowRoot {
    return this._rbRoot ?? this._rbCreateRoot();
  }

  _rbCreateRoot(): ShadowRoot {
    const root = (this._rbRoot = this.shadowRoot ?? this.attachShadow({ mode: 'open' }));
    (this.constructor as typeof ReactiveBase)._adoptStyles?.(root);
    return root;
  }

  connectedCallback(): void {
    if (!this._rbRoot) this._rbCreateRoot();
    this._rbConnected();
  }

  disconnectedCallback(): void {}

  attributeChangedCallback(attr: string, _old: string | null, value: string | null): void {
    const info = (this.constructor as typeof ReactiveBase)._rbInfo();
    const name = info.attrs.get(attr);
    if (!name) return;
    this._rbFromAttr = name;
    (this as unknown as Record<string, unknown>)[name] = fromAttribute(info.props.get(name)!, value);
    this._rbFromAttr = null;
  }

  /** Notes a changed property (if any) and schedules an update. */
  requestUpdate(name?: string, old?: unknown): void {
    if (name !== undefined) {
      const value = (this as unknown as Record<string, unknown>)[name];
      // Unchanged (NaN counts as equal to NaN): nothing to do.
      if (value === old || (value !== value && old !== old)) return;
      if (!this._rbChanged.has(name)) this._rbChanged.set(name, old);
      const d = (this.constructor as typeof ReactiveBase)._rbInfo().props.get(name);
      if (d?.reflect && this._rbFromAttr !== name) this._rbReflect.add(name);
    }
    if (!this.isUpdatePending) this._rbPromise = this._rbEnqueue();
  }

  async _rbEnqueue(): Promise<boolean> {
    this.isUpdatePending = true;
    try {
      await this._rbPromise;
    } catch (e) {
      // An error in an earlier update does not stop later ones; it stays visible as an unhandled rejection.
      void Promise.reject(e);
    }
    const r = this.scheduleUpdate();
    if (r != null) await r;
    return !this.isUpdatePending;
  }

  /** Resolves (true) when no update is pending after the current one. */
  get updateComplete(): Promise<boolean> {
    return this._rbPromise;
  }

  /** Override to run the update later (time slices); call super's to update. */
  protected scheduleUpdate(): void | Promise<unknown> {
    return this.performUpdate();
  }

  performUpdate(): void {
    if (!this.isUpdatePending) return;
    if (this._rbEarly) {
      for (const [name, value] of this._rbEarly) (this as unknown as Record<string, unknown>)[name] = value;
      this._rbEarly = null;
    }
    const changed = this._rbChanged;
    try {
      this.willUpdate(changed);
      this._rbWriteAttributes();
      this.update(changed);
    } finally {
      this._rbChanged = new Map();
      this.isUpdatePending = false;
    }
    this.hasUpdated = true;
    this.updated(changed);
  }

  _rbWriteAttributes(): void {
    if (!this._rbReflect.size) return;
    const info = (this.constructor as typeof ReactiveBase)._rbInfo();
    for (const name of this._rbReflect) {
      const d = info.props.get(name)!;
      const value = (this as unknown as Record<string, unknown>)[name];
      const text = (d.type === Boolean ? !value : value === null || value === undefined) ? null : d.type === Boolean ? '' : String(value);
      // Only a real change is written (each write calls attributeChangedCallback back).
      if (this.getAttribute(d.attr) === text) continue;
      this._rbFromAttr = name;
      if (text === null) this.removeAttribute(d.attr);
      else this.setAttribute(d.attr, text);
      this._rbFromAttr = null;
    }
    this._rbReflect.clear();
  }

  /** Before drawing: derive state from the changed properties (changes made here join this update). */
  willUpdate(_rbChanged: PropertyValues): void {}
  /** Draws into `renderRoot`. */
  abstract update(changed: PropertyValues): void;
  /** After drawing. */
  updated(_rbChanged: PropertyValues): void {}
}
