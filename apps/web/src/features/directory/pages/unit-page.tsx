import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePermissions } from '../../../shared/session/use-permissions';
import { useUnitDetail } from '../api/unit-detail';
import { UnitCars } from '../components/unit-cars';
import { UnitPeople } from '../components/unit-people';
import { errorText } from '../directory-rules';
import '../directory.css';

const dash = (v: string | number | null) => (v === null ? '–' : String(v));

/** /dashboard/directory/room/:unitNo: the unit's facts, its people and its cars. */
export function UnitPage() {
  const { t } = useTranslation('directory');
  const unitNo = decodeURIComponent(useParams().unitNo ?? '');
  const canWrite = usePermissions().has('DIRECTORY:write');
  const { data, error, isPending } = useUnitDetail(unitNo);
  return (
    <div className="dir-page">
      <div>
        <Link to="/dashboard/directory/room">
          <Button type="link" icon={<ArrowLeftOutlined className="dir-flip" />} style={{ paddingInline: 0 }}>
            {t('unitPage.back')}
          </Button>
        </Link>
      </div>
      <h1 className="page-title" data-testid="unit-title">
        {t('unitPage.title', { unitNo })}
      </h1>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <Alert type="error" showIcon title={errorText(error)} />
      ) : (
        <>
          <section className="cc-card">
            <Descriptions
              className="dir-unit-facts"
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                { key: 'b', label: t('unit.building'), children: dash(data.buildingName) },
                { key: 'f', label: t('unit.floor'), children: dash(data.floor) },
                { key: 'a', label: t('unit.area'), children: dash(data.areaSqm) },
                { key: 'r', label: t('unit.ratio'), children: dash(data.ownershipRatio) },
                { key: 't', label: t('unit.type'), children: dash(data.unitType) },
                { key: 'n', label: t('unit.residents'), children: data.members.length },
              ]}
            />
          </section>
          <section className="cc-card" aria-labelledby="unit-people-title">
            <h2 id="unit-people-title" className="dir-subtitle dir-section-title">
              {t('unitPage.people')}
            </h2>
            <UnitPeople unit={data} canWrite={canWrite} />
          </section>
          <section className="cc-card" aria-labelledby="unit-cars-title">
            <h2 id="unit-cars-title" className="dir-subtitle dir-section-title">
              {t('unitPage.cars')}
            </h2>
            <UnitCars unit={data} canWrite={canWrite} />
          </section>
        </>
      )}
    </div>
  );
}
