/** Money in the title's currency, for the play panels. */
import { storeToRefs } from 'pinia';
import { computed } from 'vue';
import { formatMoney } from '../format';
import { useGameStore } from '../stores/game';

export function useMoney() {
  const { title } = storeToRefs(useGameStore());
  const currency = computed(() => title.value?.currency ?? '$');
  return (n: number) => formatMoney(n, currency.value);
}
