/** A message tree with English's keys and any texts: what each other language implements. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type MessageTree = { [key: string]: string | MessageTree };
