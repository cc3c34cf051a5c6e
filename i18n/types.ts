import type { TranslationMessages } from 'react-admin';

/**
 * react-admin types its messages with index signatures and a few optional groups, so a
 * plain `TranslationMessages` annotation would let a locale silently miss keys. This strips
 * the index signatures and the optionality, leaving exactly the keys react-admin uses.
 */
type KnownKeys<T> = {
  [K in keyof T as string extends K ? never : number extends K ? never : K]-?: NonNullable<T[K]>;
};

export type CompleteMessages<T> = {
  [K in keyof KnownKeys<T>]: KnownKeys<T>[K] extends string ? string : CompleteMessages<KnownKeys<T>[K]>;
};

/** Every message react-admin itself looks up. */
export type RaMessages = CompleteMessages<TranslationMessages>;

/** Widens a message object's string literals, so another locale can be typed by the Danish one. */
export type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };
