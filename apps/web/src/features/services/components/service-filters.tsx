import type { NamedOption } from '@onehall/contract';
import { Select } from 'antd';
import type { CentreFilter } from '../api/centre.ts';
import { useServiceDepts } from '../api/get-service-depts.ts';
import { useServiceScenes } from '../api/get-service-scenes.ts';
import { useServiceTypes } from '../api/get-service-types.ts';

export interface ServiceFilterValues {
  deptId?: string;
  sceneId?: string;
  typeId?: string;
  processType?: 'OFFLINE' | 'ONLINE';
}

const toOptions = (list: NamedOption[] | undefined) => (list ?? []).map((o) => ({ value: o.id, label: `${o.name}（${o.serviceCount}）` }));

/** Department, scene, type and online/offline filters; lists only hold what the caller may see. */
export function ServiceFilters({
  value,
  onChange,
  serviceType,
  signedIn,
}: {
  value: ServiceFilterValues;
  onChange: (next: ServiceFilterValues) => void;
  serviceType: CentreFilter;
  signedIn: boolean;
}) {
  const depts = useServiceDepts(serviceType, signedIn);
  const scenes = useServiceScenes(serviceType, signedIn);
  const types = useServiceTypes(serviceType, signedIn);
  const common = { allowClear: true, showSearch: { optionFilterProp: 'label' }, className: 'oh-filters__select' } as const;
  return (
    <fieldset className="oh-filters">
      <legend className="oh-visually-hidden">筛选</legend>
      <Select
        {...common}
        aria-label="服务部门"
        placeholder="全部部门"
        loading={depts.isLoading}
        options={toOptions(depts.data)}
        value={value.deptId}
        onChange={(deptId?: string) => onChange({ ...value, deptId })}
      />
      <Select
        {...common}
        aria-label="服务场景"
        placeholder="全部场景"
        loading={scenes.isLoading}
        options={toOptions(scenes.data)}
        value={value.sceneId}
        onChange={(sceneId?: string) => onChange({ ...value, sceneId })}
      />
      <Select
        {...common}
        aria-label="服务类型"
        placeholder="全部类型"
        loading={types.isLoading}
        options={toOptions(types.data)}
        value={value.typeId}
        onChange={(typeId?: string) => onChange({ ...value, typeId })}
      />
      <Select
        {...common}
        showSearch={false}
        aria-label="办理方式"
        placeholder="全部办理方式"
        options={[
          { value: 'ONLINE', label: '在线办理' },
          { value: 'OFFLINE', label: '线下办理' },
        ]}
        value={value.processType}
        onChange={(processType?: 'OFFLINE' | 'ONLINE') => onChange({ ...value, processType })}
      />
    </fieldset>
  );
}
