import { type DateWords, dayMonthYear } from '../../../shared/day-month-year';
import { lines } from '../../../shared/lines';
import { formatRupees } from '../../../shared/rupees';
import { fill } from '../../../shared/words/fill';
import { ItemText } from '../../lib/language';
import { trpc } from '../../lib/trpc';
import { useInfoWords } from '../../lib/use-home-words';
import { CheckList, DataTable } from './info-parts';

// The fee structure the school keeps in the dashboard (content types feeStructures and feeItems),
// shown on the Fee Structure page and the Admissions page's Fees & Payment tab from the same data:
// each part is a `data` block of those pages' documents, where their words put it.

const ONCE = { staleTime: Number.POSITIVE_INFINITY };

/** The latest year's structure and its fee heads; both are prefetched with the page. */
export function useFees() {
  const structures = trpc.feeStructures.list.useQuery(undefined, ONCE);
  const items = trpc.feeItems.list.useQuery(undefined, ONCE);
  const structure = structures.data?.[0] ?? null;
  const heads = (items.data ?? []).filter((i) => i.academicYear === structure?.academicYear);
  return {
    structure,
    heads,
    paymentMethods: lines(structure?.paymentMethods ?? ''),
    confirmation: lines(structure?.confirmation ?? ''),
    paymentRules: lines(structure?.paymentRules ?? ''),
    withdrawalRules: lines(structure?.withdrawalRules ?? ''),
    policies: lines(structure?.policies ?? ''),
    isError: structures.isError || items.isError,
  };
}

/** '₹2,000 (non-refundable)', or the note alone when the office gives the amount. */
export function amountText(head: { amount: number | null; amountNote: string }): string {
  const amount = formatRupees(head.amount);
  if (!amount) return head.amountNote;
  return head.amountNote ? `${amount} (${head.amountNote})` : amount;
}

/**
 * 'Approved on 12 March 2025' for a structure's approval date (a calendar date, no time zone); in
 * another language, its words and its dates' (`in`).
 */
export function approvedText(approvedOn: string, inLanguage?: { approved: string; dates: DateWords }): string {
  if (!approvedOn) return '';
  if (inLanguage) return fill(inLanguage.approved, { date: dayMonthYear(approvedOn, inLanguage.dates) });
  const date = new Date(`${approvedOn}T00:00:00Z`);
  return `Approved on ${date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
}

export function FeeTable({ fees }: { fees: ReturnType<typeof useFees> }) {
  const words = useInfoWords().fees;
  if (fees.isError) return <p role="alert">{words.loadFailed}</p>;
  if (!fees.structure) return <p>{words.notYet}</p>;
  return (
    <DataTable
      stack
      caption={fill(words.caption, { year: fees.structure.academicYear })}
      columns={[words.fee, words.amount, words.when]}
      rows={fees.heads.map((h) => ({
        key: String(h.id),
        head: (
          <ItemText item={h} field="name">
            {h.name}
          </ItemText>
        ),
        cells: [
          <ItemText key="amount" item={h} field="amountNote">
            {amountText(h)}
          </ItemText>,
          <ItemText key="due" item={h} field="due">
            {h.due}
          </ItemText>,
        ],
      }))}
    />
  );
}

/** The fee heads of the latest year as a table (`feeTable`). */
export function FeeTableData() {
  return <FeeTable fees={useFees()} />;
}

/** `feePaymentMethods`: the accepted ways to pay. */
export function FeePaymentMethods() {
  return <CheckList items={useFees().paymentMethods} />;
}

/** `feeConfirmation`: what confirms an admission. */
export function FeeConfirmation() {
  return <CheckList items={useFees().confirmation} />;
}

/** `feePaymentRules`: the late fee policy. */
export function FeePaymentRules() {
  return <CheckList items={useFees().paymentRules} />;
}

/** `feeWithdrawalRules`: the withdrawal policy. */
export function FeeWithdrawalRules() {
  return <CheckList items={useFees().withdrawalRules} />;
}

/** `feePolicies`: the general rules, in two columns on wide screens. */
export function FeePolicies() {
  return <CheckList className="two-col-list" items={useFees().policies} />;
}

/** The refused way of paying as one sentence ('Cheques are not accepted.'), or nothing. */
export function useRefusedPayment(): string {
  const refused = useFees().structure?.refusedPayment;
  return refused ? refused.replace(/\.?$/, '.') : '';
}
