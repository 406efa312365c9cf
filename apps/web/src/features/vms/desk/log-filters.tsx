import { SEARCH_MAX } from '@cc/contracts/paging';
import { VISIT_STATES, VISITOR_TYPES } from '@cc/contracts/vms-records';
import { Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '../../../shared/ui/date-picker';
import type { useLogParams } from './log-params';
import { UnitSelect } from './unit-select';

const DAY = 'YYYY-MM-DD';

/** The log's filters and its search box; each change is written to the address at once. */
export function LogFilters({ params }: { params: ReturnType<typeof useLogParams> }) {
  const { t } = useTranslation('desk');
  const { filter } = params;
  return (
    <div className="vms-filters" data-testid="log-filters">
      <Input.Search
        className="vms-filters__search"
        allowClear
        defaultValue={params.q}
        key={params.q}
        maxLength={SEARCH_MAX}
        placeholder={t('log.searchPlaceholder')}
        aria-label={t('log.search')}
        onSearch={(q) => params.setQ(q)}
        data-testid="log-search"
      />
      <RangePicker
        className="vms-filters__range"
        aria-label={t('log.days')}
        value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
        allowEmpty={[true, true]}
        onChange={(range) =>
          params.setFilter(
            { ...filter, from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) },
            params.unitNo,
          )
        }
      />
      <div className="vms-filters__unit">
        <UnitSelect
          allowClear
          ariaLabel={t('fields.unit')}
          value={filter.unitID}
          knownLabel={params.unitNo}
          onChange={(unitID, unitNo) => params.setFilter({ ...filter, unitID }, unitNo)}
        />
      </div>
      <Select
        className="vms-filters__select"
        allowClear
        aria-label={t('fields.visitorType')}
        placeholder={t('log.allTypes')}
        value={filter.visitorType}
        onChange={(visitorType) => params.setFilter({ ...filter, visitorType }, params.unitNo)}
        options={VISITOR_TYPES.map((v) => ({ value: v, label: t(`visitorTypes.${v}`) }))}
      />
      <Select
        className="vms-filters__select"
        allowClear
        aria-label={t('fields.state')}
        placeholder={t('log.allStates')}
        value={filter.state}
        onChange={(state) => params.setFilter({ ...filter, state }, params.unitNo)}
        options={VISIT_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
        data-testid="log-state"
      />
    </div>
  );
}
