import type { ItemRef } from '../admin-paths';

export function TcSection(_props: { open: ItemRef | null }) {
  return null;
}
